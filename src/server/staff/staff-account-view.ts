import type { StaffAccount } from '../../shared/contracts/staff-session';
import type { StaffPrincipal } from './staff-principal';

/** The account as the workspace's pages see it. */
export function staffAccountView(principal: StaffPrincipal): StaffAccount {
  return {
    id: principal.accountId,
    email: principal.email,
    displayName: principal.displayName,
    role: principal.role,
    personalData: principal.personalData,
    studies: [...principal.studies],
    sites: [...principal.sites],
    language: principal.language,
  };
}
