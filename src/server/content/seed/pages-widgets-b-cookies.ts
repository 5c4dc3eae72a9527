import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type { CookieDeclarationTableFields } from '../../../shared/content-model/page-widget-fields';
import { COOKIE_NAMES, cookieLifetimeDays, type CookieName } from '../../../shared/domain/journey-cookies';
import { siteSettingsSeed } from './site-settings';

/*
 * /cookie-policy: the cookies this app really sets, with the lifetimes the code gives them under the demo's
 * site settings. All are host-only (cookieTracker.domain is empty), so the source is the host serving the
 * page.
 */

const settings = siteSettingsSeed[0];
const lifetimes = {
  resumeEnrollmentExpirationDays: settings?.resumeEnrollmentExpirationDays,
  cookieExpiryDateInDays: settings?.cookieExpiryDateInDays,
};

function duration(name: CookieName, language: Language): string {
  const days = cookieLifetimeDays(name, lifetimes);
  const es = language === 'es';
  const number = new Intl.NumberFormat(es ? 'es-ES' : 'en-US', { useGrouping: true }).format(days);
  if (days === 1) return es ? '1 día' : '1 day';
  if (days >= 36_500) {
    const years = new Intl.NumberFormat(es ? 'es-ES' : 'en-US').format(Math.round(days / 365.25 / 100) * 100);
    return es ? `${number} días (unos ${years} años)` : `${number} days (about ${years} years)`;
  }
  return es ? `${number} días` : `${number} days`;
}

type Descriptions = Record<CookieName, string>;

const en: Partial<Descriptions> = {
  bx_guest_ref:
    'A random reference for your visit, so answers you give are kept together and you can resume later.',
  bx_browser_id: 'A random identifier of this browser, used to tell apart two journeys on the same device.',
  enrollmentID: 'The reference of the study enrolment you started, so you can continue where you stopped.',
  journeyStatus: 'Whether your study journey is in progress, completed or ended.',
  journeyStep:
    'The last step of the journey you reached (for example the questionnaire or the contact form).',
  journeyType: 'Which study journey you are on, so the right pages and questions are shown.',
  tenantKey: 'Which site of the study network you started on.',
  language: 'The language you read the site in, so the next visit opens in the same language.',
  AcceptCookie: 'Whether you allowed non-essential (analytics) cookies.',
  AcceptCookieSettings: 'Your choice for each cookie category, so the cookie banner does not ask again.',
  allowSiteSelectionSuccess:
    'Lets the study-site confirmation page open once, right after you choose a site.',
};

const es: Partial<Descriptions> = {
  bx_guest_ref:
    'Una referencia aleatoria de su visita, para mantener juntas sus respuestas y poder continuar más tarde.',
  bx_browser_id:
    'Un identificador aleatorio de este navegador, para distinguir dos recorridos en el mismo dispositivo.',
  enrollmentID: 'La referencia de la inscripción en el estudio que comenzó, para continuar donde lo dejó.',
  journeyStatus: 'Si su recorrido en el estudio está en curso, completado o terminado.',
  journeyStep:
    'El último paso del recorrido al que llegó (por ejemplo, el cuestionario o el formulario de contacto).',
  journeyType: 'En qué recorrido de estudio está, para mostrar las páginas y preguntas adecuadas.',
  tenantKey: 'En qué sitio de la red de estudios comenzó.',
  language: 'El idioma en el que lee el sitio, para que la próxima visita se abra en el mismo idioma.',
  AcceptCookie: 'Si permitió las cookies no esenciales (de análisis).',
  AcceptCookieSettings:
    'Su elección para cada categoría de cookies, para que el aviso de cookies no vuelva a preguntar.',
  allowSiteSelectionSuccess:
    'Permite abrir una vez la página de confirmación del centro, justo después de elegirlo.',
};

const LISTED: CookieName[] = [
  COOKIE_NAMES.guestRef,
  COOKIE_NAMES.browserId,
  COOKIE_NAMES.enrollmentId,
  COOKIE_NAMES.journeyStatus,
  COOKIE_NAMES.journeyStep,
  COOKIE_NAMES.journeyType,
  COOKIE_NAMES.tenantKey,
  COOKIE_NAMES.language,
  COOKIE_NAMES.acceptCookie,
  COOKIE_NAMES.acceptCookieSettings,
  COOKIE_NAMES.allowSiteSelectionSuccess,
];

function cookieTable(language: Language): CookieDeclarationTableFields {
  const descriptions = language === 'es' ? es : en;
  const isEs = language === 'es';
  return {
    title: isEs ? 'Cookies que usa este sitio' : 'Cookies this site uses',
    caption: isEs
      ? 'Todas son cookies propias y esenciales para el funcionamiento del sitio, salvo que se indique lo contrario.'
      : 'All are first-party cookies needed for the site to work, unless stated otherwise.',
    namelabel: isEs ? 'Nombre' : 'Name',
    sourceLabel: isEs ? 'Origen' : 'Source',
    durationLabel: isEs ? 'Duración' : 'Duration',
    descriptionLabel: isEs ? 'Finalidad' : 'Purpose',
    cookies: LISTED.map((name) => ({
      nameValue: name,
      sourceValue: '',
      useDomain: false,
      applyPrefix: false,
      durationValue: duration(name, language),
      descriptionValue: descriptions[name] ?? name,
    })),
  };
}

export const COOKIE_POLICY_PATH = '/cookie-policy';

export function cookiePolicyPage(language: Language): PageInput {
  const isEs = language === 'es';
  return {
    id: 'cookie-policy',
    path: COOKIE_POLICY_PATH,
    language,
    name: 'Cookie policy',
    title: isEs ? 'Política de cookies | ClinicalResearch' : 'Cookie policy | ClinicalResearch',
    breadcrumbTitle: isEs ? 'Política de cookies' : 'Cookie policy',
    flags: {},
    components: [
      { id: 'cookie-policy-breadcrumb', name: 'Breadcrumb', fields: {} },
      {
        id: 'cookie-policy-intro',
        name: 'RichText',
        fields: {
          heading: isEs ? 'Política de cookies' : 'Cookie policy',
          paragraphs: isEs
            ? [
                'Una cookie es un pequeño archivo de texto que un sitio web guarda en su navegador. Usamos cookies para recordar su progreso en un estudio, su idioma y sus preferencias de cookies.',
                'Puede cambiar sus preferencias en cualquier momento desde el aviso de cookies. Las cookies esenciales no se pueden desactivar porque el sitio no funcionaría sin ellas.',
              ]
            : [
                'A cookie is a small text file a website stores in your browser. We use cookies to remember your progress in a study, your language and your cookie choices.',
                'You can change your choices at any time from the cookie banner. Essential cookies cannot be switched off, because the site would not work without them.',
              ],
        },
      },
      { id: 'cookie-policy-table', name: 'CookieDeclarationTable', fields: cookieTable(language) },
    ],
  };
}
