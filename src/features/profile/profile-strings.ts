import type { Language } from '../../shared/content-model/language';
import {
  EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE,
  INVALID_DAY_MONTH_MESSAGE,
} from '../../shared/domain/registration/email-rules';
import { SERVER_PROBLEM_TEXT } from '../../components/pending-strings';

/**
 * My Profile's and the community pages' built-in texts: fallbacks for empty content fields
 * (the spec's 'View All Communities' and its linked-email error message). The rest are
 * ours: the spec leaves them to content.
 */
export interface ProfileStrings {
  headerTitle: string;
  expand: string;
  collapse: string;
  hideProfile: string;
  loading: string;
  loadFailed: string;
  signedOut: string;
  signIn: string;
  saving: string;
  saved: string;
  queued: string;
  /** Instead of queued when the server answered with errors (the person is online). */
  serverProblem: string;
  saveFailed: string;
  emailLinked: string;
  /** The date of birth is not a real date (e.g. 31 April). */
  invalidDayMonth: string;
  conditionsTitle: string;
  conditionsSelect: string;
  conditionsFilter: string;
  noOption: string;
  moreTags: (count: number) => string;
  noConditions: string;
  relatedStudiesTitle: string;
  communitiesTitle: string;
  viewAllCommunities: string;
  join: string;
  leave: string;
  joinedTitle: string;
  noCommunities: string;
  interestsSaving: string;
  interestsFailed: string;
  communityMember: string;
  communityNotMember: string;
  communityJoin: string;
  communityLeave: string;
  communitySignedOut: string;
}

const en: ProfileStrings = {
  headerTitle: 'My Profile',
  expand: 'Show my profile',
  collapse: 'Hide my profile',
  hideProfile: 'Hide my profile',
  loading: 'Loading your profile…',
  loadFailed: 'Sorry, we could not load your profile. Please try again later.',
  signedOut: 'Sign in to see and update your profile.',
  signIn: 'Sign in',
  saving: 'Saving your changes…',
  saved: 'Your changes were saved. Updating your profile…',
  queued: 'You are offline. Your changes are saved on this device and will be sent when you are back online.',
  serverProblem: SERVER_PROBLEM_TEXT.en,
  saveFailed: 'Sorry, we could not save your changes. Please try again later.',
  emailLinked: EMAIL_LINKED_TO_ANOTHER_ACCOUNT_MESSAGE,
  invalidDayMonth: INVALID_DAY_MONTH_MESSAGE,
  conditionsTitle: 'My conditions of interest',
  conditionsSelect: 'Conditions of interest',
  conditionsFilter: 'Search conditions',
  noOption: 'No option found',
  moreTags: (count) => `+${count}`,
  noConditions: 'No conditions chosen yet.',
  relatedStudiesTitle: 'Studies for your conditions',
  communitiesTitle: 'Communities for you',
  viewAllCommunities: 'View All Communities',
  join: 'Join',
  leave: 'Leave',
  joinedTitle: 'My communities',
  noCommunities: 'Choose a condition to see its communities.',
  interestsSaving: 'Saving…',
  interestsFailed: 'Sorry, we could not update your conditions and communities.',
  communityMember: 'You are a member of this community.',
  communityNotMember: 'You are not a member of this community yet.',
  communityJoin: 'Join this community',
  communityLeave: 'Leave this community',
  communitySignedOut: 'Sign in to join this community.',
};

const es: ProfileStrings = {
  headerTitle: 'Mi perfil',
  expand: 'Mostrar mi perfil',
  collapse: 'Ocultar mi perfil',
  hideProfile: 'Ocultar mi perfil',
  loading: 'Cargando su perfil…',
  loadFailed: 'Lo sentimos, no pudimos cargar su perfil. Inténtelo de nuevo más tarde.',
  signedOut: 'Inicie sesión para ver y actualizar su perfil.',
  signIn: 'Iniciar sesión',
  saving: 'Guardando sus cambios…',
  saved: 'Se guardaron sus cambios. Actualizando su perfil…',
  queued:
    'No tiene conexión. Sus cambios se guardaron en este dispositivo y se enviarán cuando vuelva la conexión.',
  serverProblem: SERVER_PROBLEM_TEXT.es,
  saveFailed: 'Lo sentimos, no pudimos guardar sus cambios. Inténtelo de nuevo más tarde.',
  emailLinked: 'El correo electrónico que escribió está vinculado a otra cuenta',
  invalidDayMonth: 'Elija una combinación válida de día y mes.',
  conditionsTitle: 'Mis afecciones de interés',
  conditionsSelect: 'Afecciones de interés',
  conditionsFilter: 'Buscar afecciones',
  noOption: 'No se encontró ninguna opción',
  moreTags: (count) => `+${count}`,
  noConditions: 'Todavía no ha elegido ninguna afección.',
  relatedStudiesTitle: 'Estudios para sus afecciones',
  communitiesTitle: 'Comunidades para usted',
  viewAllCommunities: 'Ver todas las comunidades',
  join: 'Unirse',
  leave: 'Salir',
  joinedTitle: 'Mis comunidades',
  noCommunities: 'Elija una afección para ver sus comunidades.',
  interestsSaving: 'Guardando…',
  interestsFailed: 'Lo sentimos, no pudimos actualizar sus afecciones y comunidades.',
  communityMember: 'Usted es miembro de esta comunidad.',
  communityNotMember: 'Todavía no es miembro de esta comunidad.',
  communityJoin: 'Unirse a esta comunidad',
  communityLeave: 'Salir de esta comunidad',
  communitySignedOut: 'Inicie sesión para unirse a esta comunidad.',
};

export function profileStrings(language: Language): ProfileStrings {
  return language === 'es' ? es : en;
}
