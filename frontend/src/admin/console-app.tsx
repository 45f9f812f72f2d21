import { Suspense, lazy } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router'

import { LoadState, PulseDot, loadStateText } from '@/components/ui/load-state'
import { useText } from '@/i18n/language-provider'

import { AccountScreen } from './account/account-screen'
import { ContentEditorScreen } from './content/content-editor-screen'
import { ContentListScreen } from './content/content-list-screen'
import { ActivityScreen } from './activity/activity-screen'
import { EnquiriesScreen } from './enquiries/enquiries-screen'
import { EnquiryScreen } from './enquiries/enquiry-screen'
import { ConsoleHome, ConsoleLayout } from './layout/console-layout'
import { MailScreen } from './mail/mail-screen'
import { MediaScreen } from './media/media-screen'
import { AcceptInvitationScreen } from './session/accept-invitation-screen'
import { ForgotPasswordScreen } from './session/forgot-password-screen'
import { ResetPasswordScreen } from './session/reset-password-screen'
import { useOwner } from './session/session-api'
import { SessionKeeper } from './session/session-keeper'
import { SignInScreen } from './session/sign-in-screen'
import { HolidaysScreen } from './holidays/holidays-screen'
import { SettingsScreen } from './settings/settings-screen'
import { SubscribersScreen } from './subscribers/subscribers-screen'

// The Dashboard and its chart library load only when it is shown.
const DashboardScreen = lazy(() => import('./dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })))

// The Backups screen is visited rarely: its own chunk too.
const BackupsScreen = lazy(() => import('./backups/backups-screen').then((m) => ({ default: m.BackupsScreen })))

// The Newsletter screens: their own chunk too.
const NewslettersScreens = lazy(() => import('./newsletters/newsletters-screens').then((m) => ({ default: m.NewslettersScreens })))

// The Rates screen: its own chunk too.
const RatesScreen = lazy(() => import('./rates/rates-screen').then((m) => ({ default: m.RatesScreen })))

// The Personal data screen: its own chunk too.
const PrivacyScreen = lazy(() => import('./privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })))

function Privacy() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <PrivacyScreen />
    </Suspense>
  )
}

// The Team screen, for owners only: its own chunk too.
const TeamScreen = lazy(() => import('./team/team-screen').then((m) => ({ default: m.TeamScreen })))

function Team() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <TeamScreen />
    </Suspense>
  )
}

/** /admin itself and unknown console addresses: the first screen the signed-in role may open. */
function Home() {
  const owner = useOwner().data
  return owner ? <ConsoleHome owner={owner} /> : null
}

function Rates() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RatesScreen />
    </Suspense>
  )
}

function Newsletters() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <NewslettersScreens />
    </Suspense>
  )
}

function Backups() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <BackupsScreen />
    </Suspense>
  )
}

function Dashboard() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DashboardScreen />
    </Suspense>
  )
}

function LoadingScreen() {
  const t = useText(loadStateText)
  return (
    <p role="status" className="flex justify-center py-16">
      <PulseDot />
      <span className="sr-only">{t.loading}</span>
    </p>
  )
}

/** The console's frame for a signed-in owner; without a session, the sign-in page. */
function SignedIn() {
  const owner = useOwner()
  const location = useLocation()
  return (
    <LoadState query={owner}>
      {(data) =>
        data ? (
          <ConsoleLayout owner={data} />
        ) : (
          <Navigate to="/admin/sign-in" replace state={{ from: location.pathname + location.search }} />
        )
      }
    </LoadState>
  )
}

/**
 * The owner's console at /admin: its own chunk, loaded only here. A 401 from any call means
 * the session ended (expired, signed out elsewhere): the SessionKeeper sends the owner to
 * sign-in, coming back to the same page after, or, over the content editor, asks for the
 * password in place so that nothing typed is lost.
 */
export function ConsoleApp() {
  return (
    <SessionKeeper>
      <Routes>
      {/* Without a session: signing in, and getting back in with an e-mailed link. */}
      <Route path="sign-in" element={<SignInScreen />} />
      <Route path="forgot-password" element={<ForgotPasswordScreen />} />
      <Route path="reset-password" element={<ResetPasswordScreen />} />
      <Route path="invitation" element={<AcceptInvitationScreen />} />
      <Route element={<SignedIn />}>
        <Route index element={<Home />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="enquiries" element={<EnquiriesScreen />} />
        <Route path="enquiries/:id" element={<EnquiryScreen />} />
        <Route path="subscribers" element={<SubscribersScreen />} />
        <Route path="newsletters/*" element={<Newsletters />} />
        <Route path="content" element={<Navigate to="/admin/content/services" replace />} />
        <Route path="content/:kind" element={<ContentListScreen />} />
        <Route path="content/:kind/:id" element={<ContentEditorScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="holidays" element={<HolidaysScreen />} />
        <Route path="rates" element={<Rates />} />
        <Route path="media" element={<MediaScreen />} />
        <Route path="mail" element={<MailScreen />} />
        <Route path="backups" element={<Backups />} />
        <Route path="privacy/*" element={<Privacy />} />
        <Route path="account" element={<AccountScreen />} />
        <Route path="activity" element={<ActivityScreen />} />
        <Route path="team" element={<Team />} />
        <Route path="*" element={<Home />} />
      </Route>
      </Routes>
    </SessionKeeper>
  )
}
