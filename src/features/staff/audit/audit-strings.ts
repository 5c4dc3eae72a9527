import type { Locale } from '../../../lib/locale';

/** The audit log page's texts. */
const strings = {
  en: {
    title: 'Audit log',
    intro:
      'Every view of personal details, export, status change and account change. Entries cannot be changed or deleted.',
    filters: 'Filter the audit log',
    action: 'Action',
    anyAction: 'Any action',
    actor: 'Account id',
    from: 'From',
    to: 'To',
    apply: 'Apply filters',
    clear: 'Clear',
    tableLabel: 'Audit log entries, newest first',
    when: 'When',
    who: 'Who',
    target: 'Target',
    details: 'Details',
    from_address: 'From address',
    nobody: 'Participant or system',
    none: 'No entry matches these filters.',
    failed: 'The audit log could not be loaded. Check your connection and try again.',
    invalid: 'Check the filters: an account id and dates such as 2025-03-01.',
    retry: 'Try again',
  },
  es: {
    title: 'Registro de auditoría',
    intro:
      'Cada consulta de datos personales, exportación, cambio de estado y cambio de cuenta. Las entradas no se pueden modificar ni eliminar.',
    filters: 'Filtrar el registro de auditoría',
    action: 'Acción',
    anyAction: 'Cualquier acción',
    actor: 'Id. de la cuenta',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar filtros',
    clear: 'Borrar',
    tableLabel: 'Entradas del registro de auditoría, las más recientes primero',
    when: 'Cuándo',
    who: 'Quién',
    target: 'Objeto',
    details: 'Detalles',
    from_address: 'Dirección de origen',
    nobody: 'Participante o sistema',
    none: 'Ninguna entrada coincide con estos filtros.',
    failed: 'No se pudo cargar el registro de auditoría. Revise su conexión e inténtelo de nuevo.',
    invalid: 'Revise los filtros: un id. de cuenta y fechas como 2025-03-01.',
    retry: 'Intentar de nuevo',
  },
} satisfies Record<Locale, Record<string, string>>;

export type AuditStrings = (typeof strings)['en'];

export function auditStrings(locale: Locale): AuditStrings {
  return strings[locale];
}

/** The actions the filter offers (the log may hold others: they show, and the filter takes any). */
export const AUDIT_ACTIONS = [
  'referral.viewed',
  'referral.list-viewed',
  'referral.status-changed',
  'referrals.exported',
  'funnel.exported',
  'audit.viewed',
  'account.created',
  'account.invited',
  'account.role-changed',
  'account.grants-changed',
  'account.disabled',
  'account.enabled',
  'passkey.registered',
  'session.signed-in',
  'session.signed-out',
  'sign-in-link.sent',
] as const;
