import type { StaffRole } from '../db/tables/staff';

/** Who is calling the workspace, as their session and account say now. */
export interface StaffPrincipal {
  accountId: string;
  email: string;
  displayName: string;
  role: StaffRole;
  language: string;
  /** Whether this account may see participants' names and contact details. */
  personalData: boolean;
  /** The protocols granted (study managers). */
  studies: readonly string[];
  /** The site codes granted (site staff). */
  sites: readonly string[];
}

/** Site staff always see their own sites' participants; others only when an admin granted it. */
export function mayUsePersonalData(role: StaffRole, personalDataAccess: boolean): boolean {
  return role === 'site_staff' || personalDataAccess;
}
