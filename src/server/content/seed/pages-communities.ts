import type { Community } from '../../../shared/content-model/community';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type { CommunityPageFieldsInput } from '../../../shared/content-model/profile-fields';
import { communityPagePath } from '../../registry/community-routes';
import { communitiesSeed } from './conditions';

/*
 * A page per community (community cards open the community page; A path containing "communities" accepts
 * ?communityToken=), at /communities/{key} (where communitiesRoutes looks them up), with the CommunityPage
 * widget.
 */

const texts: Record<Language, Omit<CommunityPageFieldsInput, 'communityKey' | 'title'> & { more: string }> = {
  en: {
    more:
      'Members hear first about new studies, read news chosen for them and can leave the community at any ' +
      'time from this page or from My Profile.',
    memberText: 'You are a member of this community.',
    notMemberText: 'You are not a member of this community yet.',
    joinButtonText: 'Join this community',
    leaveButtonText: 'Leave this community',
    signedOutText: 'Sign in to join this community and hear about new studies first.',
    signInButtonText: 'Sign in',
    savingText: 'Saving…',
    failedText: 'Sorry, we could not update your communities. Please try again later.',
  },
  es: {
    more:
      'Los miembros conocen primero los nuevos estudios, leen novedades elegidas para ellos y pueden salir ' +
      'de la comunidad en cualquier momento desde esta página o desde Mi perfil.',
    memberText: 'Usted es miembro de esta comunidad.',
    notMemberText: 'Todavía no es miembro de esta comunidad.',
    joinButtonText: 'Unirme a esta comunidad',
    leaveButtonText: 'Salir de esta comunidad',
    signedOutText: 'Inicie sesión para unirse a esta comunidad y conocer primero los nuevos estudios.',
    signInButtonText: 'Iniciar sesión',
    savingText: 'Guardando…',
    failedText: 'Lo sentimos, no pudimos actualizar sus comunidades. Inténtelo de nuevo más tarde.',
  },
};

function fieldsOf(community: Community, language: Language): CommunityPageFieldsInput {
  const { more, ...labels } = texts[language];
  return {
    communityKey: community.key,
    title: community.value,
    description: `${community.description} ${more}`,
    ...labels,
  };
}

function communityPage(community: Community, language: Language): PageInput {
  return {
    id: `community-${community.key}`,
    path: communityPagePath(community.key),
    language,
    name: community.value,
    title: `${community.value} | ClinicalResearch`,
    breadcrumbTitle: community.value,
    flags: {},
    components: [
      { id: `community-${community.key}-page`, name: 'CommunityPage', fields: fieldsOf(community, language) },
    ],
  };
}

const pagesOf = (language: Language) =>
  communitiesSeed(language).map((community) => communityPage(community, language));

export const pagesCommunitiesEn: PageInput[] = pagesOf('en');
export const pagesCommunitiesEs: PageInput[] = pagesOf('es');
