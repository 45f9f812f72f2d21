import { errorText } from '../admin-api'

/** Why the server refused a form (its own words, else the fallback), announced when it appears. */
export function FormError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {errorText(error, fallback)}
    </p>
  )
}
