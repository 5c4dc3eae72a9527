import type { StoredSiteSettingsInput } from '../../../shared/content-model/site-settings';
import type { SessionSettingsInput } from '../../../shared/content-model/session-fields';

/** The sign-in, expired-link, idle and logo texts. */
const sessionSeedEn: SessionSettingsInput = {
  profileMenu: { profileLabel: 'My Profile', viewProfileLabel: 'View my profile', signOutLabel: 'Sign out' },
  profileModal: {
    title: 'Go to your profile',
    description:
      'Enter the email address you registered with. We will email you a link that signs you in to your profile.',
    emailLabel: 'Email address',
    emailPlaceholder: 'name@example.com',
    errorFormatMsg: 'Please enter a valid email address.',
    emailExistErrorMessage: 'The email you entered does not exist. Please sign up.',
    errorMessage: 'Sorry, we could not check your email address. Please try again later.',
    submitText: 'Continue',
    signUpText: 'Sign up',
    sentTitle: 'Check your email',
    sentDescription: 'We sent a link to [email]. Open it to go to your profile.',
    resendTitle: 'Email sent again',
    resendDescription: 'We sent another link to [email]. It may take a few minutes to arrive.',
    resendText: 'Resend',
    doneText: 'Done',
  },
  expiredLink: {
    title: 'This link has expired',
    description:
      'For your security, the links we email work only once and for 72 hours. Use My Profile at the top of the page to get a new one.',
    buttonText: 'Continue',
    link: '/',
    usePageUrl: false,
  },
  communityExpiredLink: {
    title: 'This link has expired',
    description:
      'For your security, the links we email work only once and for 72 hours. You can still read this community page.',
    buttonText: 'Continue',
    usePageUrl: true,
  },
  emailVerificationWarning:
    'Please verify your email address: open the link in the email we sent you to confirm it.',
  idlePrompt: {
    title: 'Are you still there?',
    description: 'For your security, you will be signed out in [time] because you have been inactive.',
    continueText: 'Continue',
    signOutText: 'Sign out',
  },
  logoExitPopup: {
    paths: ['/register'],
    title: 'Leave registration?',
    description: 'If you leave now, the details you entered will not be saved.',
    leaveText: 'Leave',
    cancelText: 'Cancel',
  },
};

const sessionSeedEs: SessionSettingsInput = {
  profileMenu: {
    profileLabel: 'Mi perfil',
    viewProfileLabel: 'Ver mi perfil',
    signOutLabel: 'Cerrar sesión',
  },
  profileModal: {
    title: 'Ir a su perfil',
    description:
      'Escriba el correo electrónico con el que se registró. Le enviaremos un enlace que abre su perfil.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.com',
    errorFormatMsg: 'Escriba un correo electrónico válido.',
    emailExistErrorMessage: 'El correo electrónico que escribió no existe. Regístrese.',
    errorMessage: 'Lo sentimos, no pudimos comprobar su correo electrónico. Inténtelo más tarde.',
    submitText: 'Continuar',
    signUpText: 'Registrarse',
    sentTitle: 'Revise su correo electrónico',
    sentDescription: 'Enviamos un enlace a [email]. Ábralo para ir a su perfil.',
    resendTitle: 'Correo enviado de nuevo',
    resendDescription: 'Enviamos otro enlace a [email]. Puede tardar unos minutos en llegar.',
    resendText: 'Reenviar',
    doneText: 'Listo',
  },
  expiredLink: {
    title: 'Este enlace ha caducado',
    description:
      'Por su seguridad, los enlaces que enviamos funcionan una sola vez y durante 72 horas. Pida uno nuevo desde Mi perfil.',
    buttonText: 'Continuar',
    link: '/es',
    usePageUrl: false,
  },
  communityExpiredLink: {
    title: 'Este enlace ha caducado',
    description:
      'Por su seguridad, los enlaces que enviamos funcionan una sola vez y durante 72 horas. Puede seguir leyendo esta página de la comunidad.',
    buttonText: 'Continuar',
    usePageUrl: true,
  },
  emailVerificationWarning: 'Verifique su correo electrónico: abra el enlace del correo que le enviamos.',
  idlePrompt: {
    title: '¿Sigue ahí?',
    description: 'Por su seguridad, cerraremos su sesión en [time] porque no ha tenido actividad.',
    continueText: 'Continuar',
    signOutText: 'Cerrar sesión',
  },
  logoExitPopup: {
    paths: ['/register'],
    title: '¿Salir del registro?',
    description: 'Si sale ahora, no se guardarán los datos que escribió.',
    leaveText: 'Salir',
    cancelText: 'Cancelar',
  },
};

/** What both languages share; only the visible text differs. */
const shared = {
  tenantKey: 'cr-demo',
  siteSettingsId: 'site-settings-cr-demo',
  siteName: 'ClinicalResearch',
  source: 'CR',
  baseUrl: 'http://localhost:8080',
  EnableGoogleRecaptcha: false,
  RemoveQueryParamList: 'resumeJourneyToken&myProfileToken&communityToken',
  RetainQueryParamList: 'utm_source&utm_medium&utm_campaign&utm_content&utm_term&loadType',
  resumeEnrollmentExpirationDays: 30,
  disableResumeJourney: false,
  enableSmsSendFeature: true,
  enableUcpmIntegration: false,
  sendMailingList: true,
  myProfileItemUrl: '/manage-my-profile',
  myProfilePath: '/manage-my-profile',
  sponsor: 'ClinicalResearch Demo Sponsor',
  otSponsorId: 'OT-DEMO-001',
  parentSponsorMDMID: 'MDM-DEMO-100',
  iqviaSponsorId: 'SPN-DEMO-001',
  dataControllerOrg: 'ClinicalResearch Demo Data Controller',
  returningUserTimeInterval: 24,
  returningUserTimeValue: 'hours',
  cookieTracker: {
    // Empty: host-only cookies, right for whatever host serves the demo.
    domain: '',
    cookieCategory: [
      { categoryType: 'EssentialCookies', isActive: true, isOptin: true },
      { categoryType: 'Non-Essential Cookies', isActive: true, isOptin: false },
    ],
  },
  cookieExpiryDateInDays: 1,
  defaultLanguage: 'en',
  languages: [
    { code: 'en', label: 'English' },
    { code: 'es', label: 'Español' },
  ],
} satisfies Omit<StoredSiteSettingsInput, 'language' | 'header' | 'footer'>;

export const siteSettingsSeed: StoredSiteSettingsInput[] = [
  {
    ...shared,
    language: 'en',
    session: sessionSeedEn,
    header: {
      logoText: 'ClinicalResearch',
      logoAlt: 'ClinicalResearch home',
      links: [
        { label: 'Migraine study', href: '/migraine-study' },
        { label: 'Asthma study', href: '/asthma-study' },
        { label: 'Knee osteoarthritis study', href: '/knee-oa-study' },
      ],
    },
    footer: {
      variant: 'CR',
      tagline: 'Helping people find clinical studies that may be right for them.',
      copyright: '© [currentYear] ClinicalResearch. All rights reserved.',
      links: [
        { label: 'Home', href: '/' },
        { label: 'Manage my profile', href: '/manage-my-profile' },
        { label: 'Support', href: '/support' },
        { label: 'Find a study', href: '/find-trials' },
        { label: 'All studies', href: '/studies' },
        { label: 'Featured studies', href: '/featured-studies' },
        { label: 'My studies', href: '/my-studies' },
        { label: 'About clinical research', href: '/about-clinical-research' },
        { label: 'Articles', href: '/articles' },
        { label: 'For healthcare professionals', href: '/hcp' },
        { label: 'Resources', href: '/resources' },
        { label: 'Cookie policy', href: '/cookie-policy' },
        { label: 'Demo mailbox', href: '/demo/mailbox' },
      ],
    },
  },
  {
    ...shared,
    language: 'es',
    session: sessionSeedEs,
    header: {
      logoText: 'ClinicalResearch',
      logoAlt: 'Inicio de ClinicalResearch',
      links: [
        { label: 'Estudio de migraña', href: '/es/migraine-study' },
        { label: 'Estudio de asma', href: '/es/asthma-study' },
        { label: 'Estudio de artrosis de rodilla', href: '/es/knee-oa-study' },
      ],
    },
    footer: {
      variant: 'CR',
      tagline: 'Ayudamos a encontrar estudios clínicos que pueden ser adecuados para usted.',
      copyright: '© [currentYear] ClinicalResearch. Todos los derechos reservados.',
      links: [
        { label: 'Inicio', href: '/es' },
        { label: 'Administrar mi perfil', href: '/es/manage-my-profile' },
        { label: 'Ayuda', href: '/es/support' },
        { label: 'Buscar un estudio', href: '/es/find-trials' },
        { label: 'Todos los estudios', href: '/es/studies' },
        { label: 'Estudios destacados', href: '/es/featured-studies' },
        { label: 'Mis estudios', href: '/es/my-studies' },
        { label: 'Acerca de la investigación clínica', href: '/es/about-clinical-research' },
        { label: 'Artículos', href: '/es/articles' },
        { label: 'Para profesionales de la salud', href: '/es/hcp' },
        { label: 'Recursos', href: '/es/resources' },
        { label: 'Política de cookies', href: '/es/cookie-policy' },
        { label: 'Buzón de demostración', href: '/es/demo/mailbox' },
      ],
    },
  },
];
