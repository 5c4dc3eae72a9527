import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { conditionChipHref } from '../communities';
import { profileInterestsChanged } from '../profile-slice';
import { ConditionSelect } from './condition-select';
import { RelatedStudies } from './related-studies';
import type { ProfileSectionProps } from './section-props';
import { useConditionLookups } from './use-condition-lookups';

/**
 * "Conditions-of-interest banner": a chip per condition linking to the trial search with #q={condition key},
 * the studies those conditions lead to, and the multi-select that changes them (posted at once, as the spec
 * says). A chosen condition is kept with the content id the condition lookup gives (the conditions list's, or
 * what the member had, when the lookup is not there).
 */
export function ConditionsBanner({ fields, t, member, options, language }: ProfileSectionProps) {
  const dispatch = useAppDispatch();
  const titleId = `${useId().replace(/:/g, '')}-conditions`;
  const lookups = useConditionLookups(language);
  const selected = member.conditions.map((condition) => condition.conditionId);
  const nameOf = (key: string) => options.find((option) => option.key === key)?.value ?? key;
  const choose = (keys: string[]) => {
    const conditions = keys.map((key) => ({
      conditionId: key,
      sitecoreId:
        lookups.itemIds.get(key) ??
        options.find((option) => option.key === key)?.id ??
        member.conditions.find((condition) => condition.conditionId === key)?.sitecoreId ??
        '',
    }));
    dispatch(
      profileInterestsChanged({
        conditions,
        communities: member.communities,
        isAppendExisting: false,
        added: [],
      }),
    );
  };
  return (
    <section className="my-profile__conditions" aria-labelledby={titleId}>
      <h2 id={titleId}>{fields.conditionsTitle || t.conditionsTitle}</h2>
      {fields.conditionsDescription ? <p>{fields.conditionsDescription}</p> : null}
      {selected.length === 0 ? <p>{t.noConditions}</p> : null}
      <ul className="my-profile__chips">
        {selected.map((key) => (
          <li key={key}>
            <Link className="my-profile__chip" to={conditionChipHref(fields.searchLink, key, language)}>
              {nameOf(key)}
            </Link>
          </li>
        ))}
      </ul>
      <RelatedStudies
        title={t.relatedStudiesTitle}
        studies={selected.flatMap((key) => lookups.studies.get(key) ?? [])}
      />
      <ConditionSelect
        label={fields.conditionsSelectLabel || t.conditionsSelect}
        filterLabel={fields.conditionsFilterLabel || t.conditionsFilter}
        noOptionText={fields.noOptionText || t.noOption}
        moreTags={t.moreTags}
        options={options.map((option) => ({ key: option.key, label: option.value }))}
        selected={selected}
        onChange={choose}
      />
    </section>
  );
}
