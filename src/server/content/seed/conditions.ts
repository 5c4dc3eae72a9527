import type { Community } from '../../../shared/content-model/community';
import type { ConditionInput } from '../../../shared/content-model/condition';
import type { Language } from '../../../shared/content-model/language';

type Localized = Record<Language, { value: string; description: string }>;

interface ConditionDef {
  id: string;
  key: string;
  category: Localized;
  abbreviation?: string;
  text: Localized;
  /** "Condition option" → communities: two or three per condition. */
  communities: Array<{ key: string; text: Localized }>;
}

const defs: ConditionDef[] = [
  {
    id: 'cond-migraine',
    key: 'migraine',
    category: {
      en: { value: 'Neurology', description: 'Conditions of the brain and nervous system' },
      es: { value: 'Neurología', description: 'Enfermedades del cerebro y del sistema nervioso' },
    },
    text: {
      en: {
        value: 'Migraine',
        description: 'Recurring headaches, often with nausea or sensitivity to light.',
      },
      es: {
        value: 'Migraña',
        description: 'Dolores de cabeza recurrentes, a menudo con náuseas o sensibilidad a la luz.',
      },
    },
    communities: [
      {
        key: 'migraine-community',
        text: {
          en: {
            value: 'Migraine community',
            description: 'News and studies for people living with migraine.',
          },
          es: {
            value: 'Comunidad de migraña',
            description: 'Novedades y estudios para personas que viven con migraña.',
          },
        },
      },
      {
        key: 'chronic-headache-community',
        text: {
          en: {
            value: 'Chronic headache community',
            description: 'Tips, research updates and studies about headaches on 15 or more days a month.',
          },
          es: {
            value: 'Comunidad de cefalea crónica',
            description:
              'Consejos, novedades de investigación y estudios sobre dolores de cabeza frecuentes.',
          },
        },
      },
    ],
  },
  {
    id: 'cond-asthma',
    key: 'asthma',
    category: {
      en: { value: 'Respiratory', description: 'Conditions of the lungs and airways' },
      es: {
        value: 'Enfermedades respiratorias',
        description: 'Enfermedades de los pulmones y las vías respiratorias',
      },
    },
    text: {
      en: {
        value: 'Asthma',
        description: 'Long-term inflammation of the airways that can make breathing difficult.',
      },
      es: {
        value: 'Asma',
        description: 'Inflamación prolongada de las vías respiratorias que puede dificultar la respiración.',
      },
    },
    communities: [
      {
        key: 'asthma-community',
        text: {
          en: { value: 'Asthma community', description: 'News and studies for people living with asthma.' },
          es: {
            value: 'Comunidad de asma',
            description: 'Novedades y estudios para personas que viven con asma.',
          },
        },
      },
      {
        key: 'allergy-asthma-families-community',
        text: {
          en: {
            value: 'Allergy and asthma families',
            description: 'For parents and caregivers of children with allergies or asthma.',
          },
          es: {
            value: 'Familias con alergia y asma',
            description: 'Para padres y cuidadores de niños con alergias o asma.',
          },
        },
      },
      {
        key: 'clean-air-community',
        text: {
          en: {
            value: 'Clean air community',
            description: 'How air quality affects breathing, and studies on living with lung conditions.',
          },
          es: {
            value: 'Comunidad aire limpio',
            description:
              'Cómo afecta la calidad del aire a la respiración y estudios sobre enfermedades pulmonares.',
          },
        },
      },
    ],
  },
  {
    id: 'cond-knee-oa',
    key: 'knee-osteoarthritis',
    abbreviation: 'OA',
    category: {
      en: { value: 'Musculoskeletal', description: 'Conditions of the bones, joints and muscles' },
      es: {
        value: 'Sistema musculoesquelético',
        description: 'Enfermedades de los huesos, las articulaciones y los músculos',
      },
    },
    text: {
      en: {
        value: 'Knee osteoarthritis',
        description: 'Wear of the cartilage in the knee joint, causing pain and stiffness.',
      },
      es: {
        value: 'Artrosis de rodilla',
        description: 'Desgaste del cartílago de la articulación de la rodilla que causa dolor y rigidez.',
      },
    },
    communities: [
      {
        key: 'joint-health-community',
        text: {
          en: {
            value: 'Joint health community',
            description: 'News and studies about arthritis and joint pain.',
          },
          es: {
            value: 'Comunidad de salud articular',
            description: 'Novedades y estudios sobre la artrosis y el dolor articular.',
          },
        },
      },
      {
        key: 'active-aging-community',
        text: {
          en: {
            value: 'Active aging community',
            description: 'Staying mobile as you get older: exercise ideas, news and studies.',
          },
          es: {
            value: 'Comunidad envejecimiento activo',
            description: 'Mantenerse en movimiento con la edad: ideas de ejercicio, novedades y estudios.',
          },
        },
      },
    ],
  },
];

type CommunityDef = ConditionDef['communities'][number];

function community(def: CommunityDef, language: Language): Community {
  return { key: def.key, ...def.text[language], sitecoreId: `${def.key}-item` };
}

export function conditionsSeed(language: Language): ConditionInput[] {
  return defs.map((def) => ({
    id: def.id,
    key: def.key,
    name: def.text[language].value,
    ...def.text[language],
    category: def.category[language].value,
    abbreviation: def.abbreviation,
    communities: def.communities.map((entry) => community(entry, language)),
  }));
}

export function communitiesSeed(language: Language): Community[] {
  return defs.flatMap((def) => def.communities.map((entry) => community(entry, language)));
}
