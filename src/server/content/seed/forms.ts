import type { ContactFormInput } from '../../../shared/content-model/form';
import type { Language } from '../../../shared/content-model/language';

const NAME_REGEX = "^[A-Za-zÀ-ÖØ-öø-ÿ' .-]+$";
const EMAIL_REGEX = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
const PHONE_REGEX = '^[0-9]{10}$';
const ZIP_REGEX = '^[0-9]{5}$';

interface FormText {
  title: string;
  submitText: string;
  required: string;
  labels: Record<'first' | 'last' | 'email' | 'phone' | 'mobile' | 'zip' | 'dob' | 'heading', string>;
  invalid: Record<'name' | 'email' | 'phone' | 'zip', string>;
  primary: { title: string; subTitle: string; message: string };
  secondary: { title: string; sms: string; email: string };
}

const text: Record<Language, FormText> = {
  en: {
    title: 'Tell us how to reach you',
    submitText: 'Submit',
    required: 'This is required field',
    labels: {
      heading: 'Your contact details',
      first: 'First name',
      last: 'Last name',
      email: 'Email address',
      phone: 'Phone number',
      mobile: 'This is a mobile number',
      zip: 'ZIP code',
      dob: 'Date of birth',
    },
    invalid: {
      name: 'Use letters, spaces, apostrophes and hyphens only',
      email: 'Enter a valid email address',
      phone: 'Enter a 10-digit phone number',
      zip: 'Enter a 5-digit ZIP code',
    },
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
    title: 'Díganos cómo comunicarnos con usted',
    submitText: 'Enviar',
    required: 'Este campo es obligatorio',
    labels: {
      heading: 'Sus datos de contacto',
      first: 'Nombre',
      last: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      mobile: 'Es un número de celular',
      zip: 'Código postal',
      dob: 'Fecha de nacimiento',
    },
    invalid: {
      name: 'Use solo letras, espacios, apóstrofos y guiones',
      email: 'Escriba un correo electrónico válido',
      phone: 'Escriba un número de teléfono de 10 dígitos',
      zip: 'Escriba un código postal de 5 dígitos',
    },
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

function adultForm(language: Language): ContactFormInput {
  const tx = text[language];
  const required = { required: true, requiredMessage: tx.required };
  return {
    key: 'adult-contact-form',
    language,
    formType: 'adult',
    title: tx.title,
    submitText: tx.submitText,
    fields: [
      { type: 'sectionHeading', name: 'ContactHeading', label: tx.labels.heading },
      {
        type: 'textbox',
        name: 'FirstName',
        label: tx.labels.first,
        ...required,
        regex: NAME_REGEX,
        invalidMessage: tx.invalid.name,
        maxLength: 50,
      },
      {
        type: 'textbox',
        name: 'LastName',
        label: tx.labels.last,
        ...required,
        regex: NAME_REGEX,
        invalidMessage: tx.invalid.name,
        maxLength: 50,
      },
      {
        type: 'textbox',
        name: 'Email',
        label: tx.labels.email,
        ...required,
        regex: EMAIL_REGEX,
        invalidMessage: tx.invalid.email,
        maxLength: 100,
      },
      {
        type: 'textbox',
        name: 'ContactNumber',
        label: tx.labels.phone,
        ...required,
        regex: PHONE_REGEX,
        invalidMessage: tx.invalid.phone,
        maxLength: 10,
      },
      { type: 'checkbox', name: 'isMobile', label: tx.labels.mobile },
      {
        type: 'textbox',
        name: 'Zipcode',
        label: tx.labels.zip,
        ...required,
        regex: ZIP_REGEX,
        invalidMessage: tx.invalid.zip,
        maxLength: 5,
        prefillFromScreener: true,
      },
      {
        type: 'DOB',
        name: 'DOB',
        label: tx.labels.dob,
        ...required,
        prefillFromScreener: true,
        readOnly: true,
      },
    ],
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
        consentMediumList: [
          { key: 'Email', name: tx.secondary.email },
          { key: 'SMS', name: tx.secondary.sms },
        ],
      },
    ],
  };
}

export const formsSeed: ContactFormInput[] = [adultForm('en'), adultForm('es')];
