import type { Locale } from '../../../lib/locale';
import { statusNames } from '../referral-status-names';
import type { FunnelSiteStep, FunnelStudyStep } from '../../../shared/contracts/staff-funnel';
import type { ReferralStatus } from '../../../shared/contracts/staff-scalars';

/** The funnel page's texts. */
const strings = {
  en: {
    title: 'Recruitment funnel',
    intro:
      'How many people reached each step, week by week (weeks start on Monday, UTC). Counts only: no names or contact details.',
    filters: 'Filters',
    study: 'Study',
    allStudies: 'All studies',
    site: 'Site',
    allSites: 'All sites',
    weeks: 'Weeks',
    lastWeeks: 'Last {n} weeks',
    show: 'Show',
    exportCsv: 'Export CSV',
    loading: 'Loading the funnel…',
    failed: 'The funnel could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    forbidden: 'You cannot see that study or site. Choose another one.',
    medianTitle: 'Median time to first contact',
    median: '{hours} hours ({n} referrals contacted)',
    medianOne: '{hours} hours (1 referral contacted)',
    noMedian: 'No referral in this range has been contacted yet.',
    chartLabel:
      'Bar chart by week, {from} to {to}. In total: {totals}. The table below gives every step by week.',
    caption: 'Each step by week, {from} to {to}',
    studyNote:
      'The steps up to the outcome (visits to no site) are counted per study page, for all its sites, before a site is chosen; they are not shown for one site.',
    statusNote: 'Statuses: the referrals of that week by their status today.',
    week: 'Week of',
    total: 'Total',
    medianColumn: 'Median hours to first contact',
    none: '—',
  },
  es: {
    title: 'Embudo de reclutamiento',
    intro:
      'Cuántas personas llegaron a cada paso, semana a semana (las semanas empiezan el lunes, UTC). Solo recuentos: sin nombres ni datos de contacto.',
    filters: 'Filtros',
    study: 'Estudio',
    allStudies: 'Todos los estudios',
    site: 'Centro',
    allSites: 'Todos los centros',
    weeks: 'Semanas',
    lastWeeks: 'Últimas {n} semanas',
    show: 'Mostrar',
    exportCsv: 'Exportar CSV',
    loading: 'Cargando el embudo…',
    failed: 'No se pudo cargar el embudo. Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
    forbidden: 'No puede ver ese estudio o centro. Elija otro.',
    medianTitle: 'Mediana del tiempo hasta el primer contacto',
    median: '{hours} horas ({n} derivaciones contactadas)',
    medianOne: '{hours} horas (1 derivación contactada)',
    noMedian: 'Aún no se ha contactado ninguna derivación de este periodo.',
    chartLabel:
      'Gráfico de barras por semana, del {from} al {to}. En total: {totals}. La tabla siguiente da cada paso por semana.',
    caption: 'Cada paso por semana, del {from} al {to}',
    studyNote:
      'Los pasos hasta el resultado (de visitas a ningún centro) se cuentan por página del estudio, para todos sus centros, antes de elegir un centro; no se muestran para un solo centro.',
    statusNote: 'Estados: las derivaciones de esa semana según su estado actual.',
    week: 'Semana del',
    total: 'Total',
    medianColumn: 'Mediana de horas hasta el primer contacto',
    none: '—',
  },
} satisfies Record<Locale, Record<string, string>>;

type StepName = FunnelStudyStep | FunnelSiteStep | ReferralStatus;

const steps: Record<Locale, Record<StepName, string>> = {
  en: {
    visits: 'Visits',
    screenersStarted: 'Screeners started',
    qualified: 'Qualified',
    disqualified: 'Not qualified',
    contactGiven: 'Contact details given',
    noSiteAvailable: 'No site available',
    siteNotConvenient: 'No site convenient',
    siteChosen: 'Site chosen',
    referred: 'Referred',
    ...statusNames('en'),
  },
  es: {
    visits: 'Visitas',
    screenersStarted: 'Cuestionarios iniciados',
    qualified: 'Cumplen los requisitos',
    disqualified: 'No cumplen los requisitos',
    contactGiven: 'Datos de contacto dados',
    noSiteAvailable: 'Ningún centro disponible',
    siteNotConvenient: 'Ningún centro conveniente',
    siteChosen: 'Centro elegido',
    referred: 'Derivados',
    ...statusNames('es'),
  },
};

export type FunnelStrings = (typeof strings)['en'] & { steps: Record<StepName, string> };

export function funnelStrings(locale: Locale): FunnelStrings {
  return { ...strings[locale], steps: steps[locale] };
}

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
