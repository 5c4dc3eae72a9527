import type { Language } from '../../../shared/content-model/language';

/*
 * The conditions the generated trials study: the demo pack's three first (the same keys and names
 * as its conditions, so a suggestion matches a profile's conditions) and common ones of US trials.
 * One line each: key | English name | Spanish name | English in a sentence | Spanish in a
 * sentence | specialty (English / Spanish) | youngest age the trials take.
 */
const TABLE = `
migraine|Migraine|Migraña|migraine|migraña|Neurology/Neurología|18
asthma|Asthma|Asma|asthma|asma|Pulmonology/Neumología|18
knee-osteoarthritis|Knee osteoarthritis|Artrosis de rodilla|knee osteoarthritis|artrosis de rodilla|Orthopedics/Ortopedia|18
type-2-diabetes|Type 2 diabetes|Diabetes tipo 2|type 2 diabetes|diabetes tipo 2|Endocrinology/Endocrinología|18
type-1-diabetes|Type 1 diabetes|Diabetes tipo 1|type 1 diabetes|diabetes tipo 1|Endocrinology/Endocrinología|12
hypertension|High blood pressure|Hipertensión|high blood pressure|hipertensión|Cardiology/Cardiología|18
heart-failure|Heart failure|Insuficiencia cardíaca|heart failure|insuficiencia cardíaca|Cardiology/Cardiología|40
atrial-fibrillation|Atrial fibrillation|Fibrilación auricular|atrial fibrillation|fibrilación auricular|Cardiology/Cardiología|40
high-cholesterol|High cholesterol|Colesterol alto|high cholesterol|colesterol alto|Cardiology/Cardiología|18
copd|COPD|EPOC|COPD|EPOC|Pulmonology/Neumología|40
sleep-apnea|Obstructive sleep apnea|Apnea obstructiva del sueño|obstructive sleep apnea|apnea obstructiva del sueño|Sleep Medicine/Medicina del Sueño|18
obesity|Obesity|Obesidad|obesity|obesidad|Metabolic Health/Salud Metabólica|18
depression|Major depressive disorder|Trastorno depresivo mayor|major depressive disorder|trastorno depresivo mayor|Behavioral Health/Salud Mental|18
anxiety|Generalized anxiety disorder|Trastorno de ansiedad generalizada|generalized anxiety disorder|trastorno de ansiedad generalizada|Behavioral Health/Salud Mental|18
schizophrenia|Schizophrenia|Esquizofrenia|schizophrenia|esquizofrenia|Psychiatry/Psiquiatría|18
bipolar-disorder|Bipolar disorder|Trastorno bipolar|bipolar disorder|trastorno bipolar|Psychiatry/Psiquiatría|18
adhd|ADHD|TDAH|ADHD|TDAH|Behavioral Health/Salud Mental|6
insomnia|Insomnia|Insomnio|insomnia|insomnio|Sleep Medicine/Medicina del Sueño|18
alzheimers-disease|Alzheimer's disease|Enfermedad de Alzheimer|Alzheimer's disease|enfermedad de Alzheimer|Neurology/Neurología|50
parkinsons-disease|Parkinson's disease|Enfermedad de Parkinson|Parkinson's disease|enfermedad de Parkinson|Neurology/Neurología|40
multiple-sclerosis|Multiple sclerosis|Esclerosis múltiple|multiple sclerosis|esclerosis múltiple|Neurology/Neurología|18
epilepsy|Epilepsy|Epilepsia|epilepsy|epilepsia|Neurology/Neurología|12
rheumatoid-arthritis|Rheumatoid arthritis|Artritis reumatoide|rheumatoid arthritis|artritis reumatoide|Rheumatology/Reumatología|18
lupus|Systemic lupus erythematosus|Lupus eritematoso sistémico|lupus|lupus|Rheumatology/Reumatología|18
gout|Gout|Gota|gout|gota|Rheumatology/Reumatología|18
fibromyalgia|Fibromyalgia|Fibromialgia|fibromyalgia|fibromialgia|Pain Medicine/Medicina del Dolor|18
chronic-low-back-pain|Chronic low back pain|Dolor lumbar crónico|chronic low back pain|dolor lumbar crónico|Pain Medicine/Medicina del Dolor|18
osteoporosis|Osteoporosis|Osteoporosis|osteoporosis|osteoporosis|Bone Health/Salud Ósea|50
psoriasis|Plaque psoriasis|Psoriasis en placas|plaque psoriasis|psoriasis en placas|Dermatology/Dermatología|12
atopic-dermatitis|Atopic dermatitis|Dermatitis atópica|atopic dermatitis|dermatitis atópica|Dermatology/Dermatología|12
crohns-disease|Crohn's disease|Enfermedad de Crohn|Crohn's disease|enfermedad de Crohn|Gastroenterology/Gastroenterología|18
ulcerative-colitis|Ulcerative colitis|Colitis ulcerosa|ulcerative colitis|colitis ulcerosa|Gastroenterology/Gastroenterología|18
celiac-disease|Celiac disease|Enfermedad celíaca|celiac disease|enfermedad celíaca|Gastroenterology/Gastroenterología|12
fatty-liver-disease|Fatty liver disease (NASH)|Hígado graso (EHNA)|fatty liver disease|hígado graso|Hepatology/Hepatología|18
hepatitis-b|Hepatitis B|Hepatitis B|hepatitis B|hepatitis B|Hepatology/Hepatología|18
chronic-kidney-disease|Chronic kidney disease|Enfermedad renal crónica|chronic kidney disease|enfermedad renal crónica|Nephrology/Nefrología|18
overactive-bladder|Overactive bladder|Vejiga hiperactiva|overactive bladder|vejiga hiperactiva|Urology/Urología|18
endometriosis|Endometriosis|Endometriosis|endometriosis|endometriosis|Women's Health/Salud de la Mujer|18
breast-cancer|Breast cancer|Cáncer de mama|breast cancer|cáncer de mama|Oncology/Oncología|18
lung-cancer|Non-small cell lung cancer|Cáncer de pulmón de células no pequeñas|non-small cell lung cancer|cáncer de pulmón de células no pequeñas|Oncology/Oncología|18
prostate-cancer|Prostate cancer|Cáncer de próstata|prostate cancer|cáncer de próstata|Oncology/Oncología|40
colorectal-cancer|Colorectal cancer|Cáncer colorrectal|colorectal cancer|cáncer colorrectal|Oncology/Oncología|18
macular-degeneration|Age-related macular degeneration|Degeneración macular asociada a la edad|age-related macular degeneration|degeneración macular asociada a la edad|Ophthalmology/Oftalmología|50
glaucoma|Glaucoma|Glaucoma|glaucoma|glaucoma|Ophthalmology/Oftalmología|18
sickle-cell-disease|Sickle cell disease|Anemia de células falciformes|sickle cell disease|anemia de células falciformes|Hematology/Hematología|12
hiv|HIV|VIH|HIV|VIH|Infectious Disease/Enfermedades Infecciosas|18
long-covid|Long COVID|COVID persistente|long COVID|COVID persistente|Infectious Disease/Enfermedades Infecciosas|18
influenza|Influenza|Gripe (influenza)|influenza|gripe|Vaccines/Vacunas|6
`;

export interface GeneratorCondition {
  key: string;
  name: Record<Language, string>;
  /** The name inside a sentence ("adults with type 2 diabetes"). */
  inline: Record<Language, string>;
  specialty: Record<Language, string>;
  minAge: number;
}

type Line = [string, string, string, string, string, string, string];

function tableConditions(): GeneratorCondition[] {
  return TABLE.trim()
    .split('\n')
    .map((line) => {
      const parts = line.split('|');
      if (parts.length !== 7) throw new Error(`Malformed condition line: ${line}`);
      const [key, en, es, inlineEn, inlineEs, specialty, minAge] = parts as Line;
      const [specialtyEn = specialty, specialtyEs = specialty] = specialty.split('/');
      return {
        key,
        name: { en, es },
        inline: { en: inlineEn, es: inlineEs },
        specialty: { en: specialtyEn, es: specialtyEs },
        minAge: Number(minAge),
      };
    });
}

export const GENERATOR_CONDITIONS: readonly GeneratorCondition[] = tableConditions();
