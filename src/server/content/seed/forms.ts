import type { ContactFormInput, FormField } from '../../../shared/content-model/form';
import type { Language } from '../../../shared/content-model/language';
import { MONTH_NAMES } from '../../../shared/domain/month-names';

/*
 * The demo contact-info forms: adult, caregiver and minor, in English and Spanish, with the spec's field
 * names. Keys: adult-contact-form, caregiver-contact-form, minor-contact-form. State and time-zone dropdowns
 * list no options here: they come from the states / time-zone lists at run time. The age bounds keep the
 * spec's defaults (adult 18 to min(110, year − 1923), minor path 0 to 17); only the messages are configured.
 */

type FieldInput = ContactFormInput['fields'][number];

const NAME_REGEX = "^[A-Za-zÀ-ÖØ-öø-ÿ' .-]+$";
const EMAIL_REGEX = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
const PHONE_REGEX = '^[0-9]{10}$';
const ZIP_REGEX = '^[0-9]{5}$';
const ADDRESS_REGEX = "^[A-Za-z0-9À-ÖØ-öø-ÿ#'.,/ -]+$";

type Label =
  | 'heading'
  | 'participantHeading'
  | 'addressHeading'
  | 'participantAddressHeading'
  | 'first'
  | 'last'
  | 'participantFirst'
  | 'participantLast'
  | 'email'
  | 'caregiverEmail'
  | 'parentEmail'
  | 'phone'
  | 'mobile'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'timeZone'
  | 'dob'
  | 'participantDob';

interface FormText {
  title: Record<'adult' | 'caregiver' | 'minor', string>;
  submitText: string;
  required: string;
  labels: Record<Label, string>;
  invalid: Record<'name' | 'email' | 'phone' | 'zip' | 'address' | 'dob', string>;
  age: Record<'adultQualified' | 'adultDisqualified' | 'minor', string>;
  stateZip: string;
  addressZip: string;
  mobileRequired: string;
  smsPhone: string;
  months: string[];
  primary: { title: string; subTitle: string; message: string };
  secondary: { title: string; sms: string; email: string };
}

const text: Record<Language, FormText> = {
  en: {
    title: {
      adult: 'Tell us how to reach you',
      caregiver: 'Tell us about you and the person you care for',
      minor: 'Tell us about you and your child',
    },
    submitText: 'Submit',
    required: 'This is required field',
    labels: {
      heading: 'Your contact details',
      participantHeading: 'About the participant',
      addressHeading: 'Your address',
      participantAddressHeading: "The participant's address",
      first: 'First name',
      last: 'Last name',
      participantFirst: "Participant's first name",
      participantLast: "Participant's last name",
      email: 'Email address',
      caregiverEmail: 'Your email address',
      parentEmail: "Parent or guardian's email address",
      phone: 'Phone number',
      mobile: 'This is a mobile number',
      address: 'Street address',
      city: 'City',
      state: 'State',
      zip: 'ZIP code',
      timeZone: 'Time zone',
      dob: 'Date of birth',
      participantDob: "Participant's date of birth",
    },
    invalid: {
      name: 'Use letters, spaces, apostrophes and hyphens only',
      email: 'Enter a valid email address',
      phone: 'Enter a 10-digit phone number',
      zip: 'Enter a 5-digit ZIP code',
      address: 'Use letters, numbers and common punctuation only',
      dob: 'Choose a complete date of birth',
    },
    age: {
      adultQualified: 'You must be 18 or older to take part in this study',
      adultDisqualified: 'You must be 18 or older to join our list of studies',
      minor: 'The participant must be younger than 18',
    },
    stateZip: 'The ZIP code is not in the selected state',
    addressZip: 'Choose an address near the location we detected, or in the same state',
    mobileRequired: 'To receive text messages, confirm this is a mobile number',
    smsPhone: 'Enter a mobile number to receive text messages',
    months: [...MONTH_NAMES.en],
    primary: {
      title:
        'I agree that ClinicalResearch and the study sites may contact me about this study and store my answers for that purpose.',
      subTitle: 'You can withdraw your consent at any time from the link in any email we send.',
      message: 'Please accept to continue',
    },
    secondary: {
      title: 'I would also like to hear about other studies by:',
      sms: 'Text message',
      email: 'Email',
    },
  },
  es: {
    title: {
      adult: 'Díganos cómo comunicarnos con usted',
      caregiver: 'Cuéntenos sobre usted y la persona que cuida',
      minor: 'Cuéntenos sobre usted y su hijo o hija',
    },
    submitText: 'Enviar',
    required: 'Este campo es obligatorio',
    labels: {
      heading: 'Sus datos de contacto',
      participantHeading: 'Sobre el participante',
      addressHeading: 'Su dirección',
      participantAddressHeading: 'La dirección del participante',
      first: 'Nombre',
      last: 'Apellido',
      participantFirst: 'Nombre del participante',
      participantLast: 'Apellido del participante',
      email: 'Correo electrónico',
      caregiverEmail: 'Su correo electrónico',
      parentEmail: 'Correo electrónico del padre, madre o tutor',
      phone: 'Número de teléfono',
      mobile: 'Es un número de celular',
      address: 'Dirección',
      city: 'Ciudad',
      state: 'Estado',
      zip: 'Código postal',
      timeZone: 'Zona horaria',
      dob: 'Fecha de nacimiento',
      participantDob: 'Fecha de nacimiento del participante',
    },
    invalid: {
      name: 'Use solo letras, espacios, apóstrofos y guiones',
      email: 'Escriba un correo electrónico válido',
      phone: 'Escriba un número de teléfono de 10 dígitos',
      zip: 'Escriba un código postal de 5 dígitos',
      address: 'Use solo letras, números y signos de puntuación comunes',
      dob: 'Elija una fecha de nacimiento completa',
    },
    age: {
      adultQualified: 'Debe tener 18 años o más para participar en este estudio',
      adultDisqualified: 'Debe tener 18 años o más para unirse a nuestra lista de estudios',
      minor: 'El participante debe ser menor de 18 años',
    },
    stateZip: 'El código postal no corresponde al estado elegido',
    addressZip: 'Elija una dirección cercana a la ubicación detectada o en el mismo estado',
    mobileRequired: 'Para recibir mensajes de texto, confirme que es un número de celular',
    smsPhone: 'Escriba un número de celular para recibir mensajes de texto',
    months: [...MONTH_NAMES.es],
    primary: {
      title:
        'Acepto que ClinicalResearch y los centros del estudio se comuniquen conmigo sobre este estudio y guarden mis respuestas con ese fin.',
      subTitle:
        'Puede retirar su consentimiento en cualquier momento desde el enlace de cualquier correo que le enviemos.',
      message: 'Acepte para continuar',
    },
    secondary: {
      title: 'También me gustaría recibir información sobre otros estudios por:',
      sms: 'Mensaje de texto',
      email: 'Correo electrónico',
    },
  },
};

/** Builds the fields of one language; each helper returns one field with the shared settings. */
function fieldsFor(tx: FormText) {
  const required = { required: true, requiredMessage: tx.required };
  const heading = (name: string, label: string): FieldInput => ({ type: 'sectionHeading', name, label });
  const name = (field: string, label: string): FieldInput => ({
    type: 'textbox',
    name: field,
    label,
    ...required,
    regex: NAME_REGEX,
    invalidMessage: tx.invalid.name,
    maxLength: 50,
  });
  const email = (field: string, label: string): FieldInput => ({
    type: 'textbox',
    name: field,
    label,
    ...required,
    regex: EMAIL_REGEX,
    invalidMessage: tx.invalid.email,
    maxLength: 100,
  });
  const phone: FieldInput = {
    type: 'textbox',
    name: 'ContactNumber',
    label: tx.labels.phone,
    ...required,
    regex: PHONE_REGEX,
    invalidMessage: tx.invalid.phone,
    maxLength: 10,
  };
  const mobile: FieldInput = { type: 'checkbox', name: 'isMobile', label: tx.labels.mobile };
  const address = (
    names: { address: string; city: string; state: string; zip: string },
    prefillZip: boolean,
  ) =>
    [
      {
        type: 'textbox',
        name: names.address,
        label: tx.labels.address,
        regex: ADDRESS_REGEX,
        invalidMessage: tx.invalid.address,
      },
      {
        type: 'textbox',
        name: names.city,
        label: tx.labels.city,
        regex: NAME_REGEX,
        invalidMessage: tx.invalid.name,
      },
      { type: 'dropdown', name: names.state, label: tx.labels.state },
      {
        type: 'textbox',
        name: names.zip,
        label: tx.labels.zip,
        ...required,
        regex: ZIP_REGEX,
        invalidMessage: tx.invalid.zip,
        maxLength: 5,
        prefillFromScreener: prefillZip,
      },
    ] satisfies FieldInput[];
  const dob = (label: string, age: Pick<FormField, 'qualifiedAge' | 'disqualifiedAge'>, readOnly: boolean) =>
    ({
      type: 'DOB',
      name: 'DOB',
      label,
      ...required,
      invalidMessage: tx.invalid.dob,
      options: tx.months.map((month, index) => ({ label: month, value: String(index + 1) })),
      prefillFromScreener: true,
      readOnly,
      ...age,
    }) satisfies FieldInput;
  const timeZone: FieldInput = { type: 'dropdown', name: 'UserTimeZone', label: tx.labels.timeZone };
  return { heading, name, email, phone, mobile, address, dob, timeZone };
}

function formBase(language: Language, formType: 'adult' | 'caregiver' | 'minor') {
  const tx = text[language];
  return {
    key: `${formType}-contact-form`,
    language,
    formType,
    title: tx.title[formType],
    submitText: tx.submitText,
    enableStateZipValidation: true,
    stateZipMessage: tx.stateZip,
    addressZipMessage: tx.addressZip,
    mobileRule: {
      phoneField: 'ContactNumber',
      checkboxField: 'isMobile',
      checkboxRequiredMessage: tx.mobileRequired,
      smsPhoneMessage: tx.smsPhone,
    },
    consentGroups: [
      {
        name: 'Primary consent',
        key: 'primaryConsent',
        consentTitle: tx.primary.title,
        consentSubTitle: tx.primary.subTitle,
        isRequired: true,
        requiredFieldMessage: tx.primary.message,
      },
      {
        name: 'Secondary consent',
        key: 'secondaryConsent',
        consentTitle: tx.secondary.title,
        hideConsentCheckbox: true,
        mediumFieldName: 'SecondaryConsentMedium',
        consentMediumList: [
          { key: 'Email', name: tx.secondary.email, channel: 'email' as const },
          { key: 'SMS', name: tx.secondary.sms, channel: 'sms' as const },
        ],
      },
    ],
  } satisfies Omit<ContactFormInput, 'fields'>;
}

/** The age messages of a form whose participant must be an adult (adult and caregiver forms). */
function adultAgeMessages(tx: FormText) {
  return {
    qualifiedAge: { message: tx.age.adultQualified },
    disqualifiedAge: { message: tx.age.adultDisqualified },
  };
}

function adultForm(language: Language): ContactFormInput {
  const tx = text[language];
  const f = fieldsFor(tx);
  const age = adultAgeMessages(tx);
  return {
    ...formBase(language, 'adult'),
    fields: [
      f.heading('ContactHeading', tx.labels.heading),
      f.name('FirstName', tx.labels.first),
      f.name('LastName', tx.labels.last),
      f.email('Email', tx.labels.email),
      f.phone,
      f.mobile,
      f.dob(tx.labels.dob, age, true),
      f.heading('AddressHeading', tx.labels.addressHeading),
      ...f.address({ address: 'Address', city: 'City', state: 'State', zip: 'Zipcode' }, true),
      f.timeZone,
    ],
  };
}

function caregiverForm(language: Language): ContactFormInput {
  const tx = text[language];
  const f = fieldsFor(tx);
  const age = adultAgeMessages(tx);
  return {
    ...formBase(language, 'caregiver'),
    fields: [
      f.heading('ContactHeading', tx.labels.heading),
      f.name('FirstName', tx.labels.first),
      f.name('LastName', tx.labels.last),
      f.email('CaregiverEmail', tx.labels.caregiverEmail),
      f.phone,
      f.mobile,
      f.heading('AddressHeading', tx.labels.addressHeading),
      ...f.address(
        {
          address: 'CaregiverAddress',
          city: 'CaregiverCity',
          state: 'CaregiverState',
          zip: 'CaregiverZipCode',
        },
        false,
      ),
      f.heading('ParticipantHeading', tx.labels.participantHeading),
      f.name('ParticipantFirstName', tx.labels.participantFirst),
      f.name('ParticipantLastName', tx.labels.participantLast),
      f.dob(tx.labels.participantDob, age, false),
      f.heading('ParticipantAddressHeading', tx.labels.participantAddressHeading),
      ...f.address(
        {
          address: 'ParticipantAddress',
          city: 'ParticipantCity',
          state: 'ParticipantState',
          zip: 'ParticipantZipcode',
        },
        true,
      ),
      f.timeZone,
    ],
  };
}

function minorForm(language: Language): ContactFormInput {
  const tx = text[language];
  const f = fieldsFor(tx);
  const age = { qualifiedAge: { message: tx.age.minor }, disqualifiedAge: { message: tx.age.minor } };
  return {
    ...formBase(language, 'minor'),
    fields: [
      f.heading('ContactHeading', tx.labels.heading),
      f.name('FirstName', tx.labels.first),
      f.name('LastName', tx.labels.last),
      f.email('ParentEmail', tx.labels.parentEmail),
      f.phone,
      f.mobile,
      f.heading('AddressHeading', tx.labels.addressHeading),
      ...f.address(
        { address: 'ParentAddress', city: 'ParentCity', state: 'ParentState', zip: 'ZipCode' },
        true,
      ),
      f.heading('ParticipantHeading', tx.labels.participantHeading),
      f.name('ParticipantFirstName', tx.labels.participantFirst),
      f.name('ParticipantLastName', tx.labels.participantLast),
      f.dob(tx.labels.participantDob, age, false),
      f.timeZone,
    ],
  };
}

export const CONTACT_FORM_KEYS = {
  adult: 'adult-contact-form',
  caregiver: 'caregiver-contact-form',
  minor: 'minor-contact-form',
} as const;

export const formsSeed: ContactFormInput[] = (['en', 'es'] as const).flatMap((language) => [
  adultForm(language),
  caregiverForm(language),
  minorForm(language),
]);
