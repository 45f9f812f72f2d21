import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/api/client'
import type { components } from '@/api/schema'

import { ADMIN_KEY, adminCall } from '../admin-api'
import { PAGE_SIZE } from '../ui/list-params'

export type Role = components['schemas']['Role']
export type TeamMember = components['schemas']['TeamMember']
export type Invitation = components['schemas']['InvitationView']

export const ROLES: readonly Role[] = ['owner', 'editor', 'sales']

export const TEAM_KEY = [ADMIN_KEY, 'team'] as const

/** One page of the team's accounts, by address. */
export function useMembers(offset: number) {
  return useQuery({
    queryKey: [...TEAM_KEY, 'members', offset],
    queryFn: () => adminCall(api.GET('/admin/team/members', { params: { query: { limit: PAGE_SIZE, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** One page of open invitations, newest first (expired ones too: they can be sent again). */
export function useInvitations(offset: number) {
  return useQuery({
    queryKey: [...TEAM_KEY, 'invitations', offset],
    queryFn: () => adminCall(api.GET('/admin/invitations', { params: { query: { limit: PAGE_SIZE, offset } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function usePolicy() {
  return useQuery({
    queryKey: [...TEAM_KEY, 'policy'],
    queryFn: () => adminCall(api.GET('/admin/team/policy')),
    staleTime: 0,
  })
}

/** A new role or suspension; a 409 says it would leave no owner who can act. */
export function changeMember(id: number, body: components['schemas']['MemberChange']) {
  return adminCall(api.PATCH('/admin/team/members/{id}', { params: { path: { id } }, body }))
}

/** Removes an account: its sessions end, its enquiries go back to nobody. */
export function removeMember(id: number) {
  return adminCall(api.DELETE('/admin/team/members/{id}', { params: { path: { id } } }))
}

export function invite(body: { email: string; role: Role; language: 'vi' | 'en' }) {
  return adminCall(api.POST('/admin/invitations', { body }))
}

export function resendInvitation(id: number) {
  return adminCall(api.POST('/admin/invitations/{id}/resend', { params: { path: { id } } }))
}

export function withdrawInvitation(id: number) {
  return adminCall(api.DELETE('/admin/invitations/{id}', { params: { path: { id } } }))
}

export function setPolicy(requireTwoStep: boolean) {
  return adminCall(api.PUT('/admin/team/policy', { body: { requireTwoStep } }))
}
