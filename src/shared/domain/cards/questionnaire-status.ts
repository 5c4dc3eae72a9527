/*
 * "Questionnaire card item": the study status is matched, incomplete or anything else. A matched card offers
 * the site's details; the others lead to the study page.
 */
export type QuestionnaireStatusKind = 'matched' | 'incomplete' | 'other';

export function questionnaireStatusKind(status: string): QuestionnaireStatusKind {
  const value = status.trim().toLowerCase();
  if (value === 'matched') return 'matched';
  if (value === 'incomplete') return 'incomplete';
  return 'other';
}

/** '/{studyLink}': a study's home path from the card's link, however many slashes content wrote. */
export function studyPathOf(studyLink: string): string {
  return `/${studyLink.trim().replace(/^\/+/, '')}`;
}
