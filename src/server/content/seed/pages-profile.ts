import type { ContactFormInput } from '../../../shared/content-model/form';
import type { Language } from '../../../shared/content-model/language';
import type { PageInput } from '../../../shared/content-model/page';
import type { MyProfileFieldsInput } from '../../../shared/content-model/profile-fields';
import { DEFAULT_MY_PROFILE_PATH } from '../../../shared/content-model/site-settings';
import { communitiesSeed } from './conditions';
import { savedTrialsCarouselComponent } from './pages-trials';

/*
 * My Profile: /manage-my-profile, flagged isMyProfile, one MyProfile widget. The profile form uses the spec's
 * field names; its SMS-without-mobile message is left to the profile's default. Same path and item id in
 * both languages.
 */

export const MY_PROFILE_PAGE_ID = 'my-profile';
export const MY_PROFILE_FORM_KEY = 'my-profile-form';

const NAME_REGEX = "^[A-Za-zÀ-ÖØ-öø-ÿ' .-]+$";
const EMAIL_REGEX = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';

/** The gender options' values stay English in every language (the profile stores the value). */
const GENDER_VALUES = ['Female', 'Male', 'Other', 'Prefer not to say'];

type FieldInput = ContactFormInput['fields'][number];
type Label = 'first' | 'last' | 'email' | 'phone' | 'mobile' | 'dob' | 'gender' | 'addressHeading';

interface ProfileTexts {
  required: string;
  months: string[];
  labels: Record<Label | 'address' | 'city' | 'state' | 'zip', string>;
  genders: [string, string, string, string];
  invalid: Record<'name' | 'email' | 'phone' | 'dob' | 'city' | 'zip', string>;
  age: string;
  smsPhone: string;
  consent: { name: string; title: string; email: string; sms: string };
  widget: Omit<MyProfileFieldsInput, 'form' | 'communities' | 'searchLink'>;
  save: string;
}

const texts: Record<Language, ProfileTexts> = {
  en: {
    required: 'This is required field',
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
    labels: {
      first: 'First name',
      last: 'Last name',
      email: 'Email address',
      phone: 'Phone number',
      mobile: 'This is a mobile number',
      dob: 'Date of birth',
      gender: 'Gender',
      addressHeading: 'Your address',
      address: 'Street address',
      city: 'City',
      state: 'State',
      zip: 'ZIP code',
    },
    genders: ['Female', 'Male', 'Other', 'Prefer not to say'],
    invalid: {
      name: 'Use letters, spaces, apostrophes and hyphens only',
      email: 'Enter a valid email address',
      phone: 'Enter a valid US phone number',
      dob: 'Choose your complete date of birth',
      city: 'Enter a city',
      zip: 'Enter a 5-digit ZIP code',
    },
    age: 'You must be between 18 and 100 years old',
    smsPhone: 'Enter a mobile number to receive text messages',
    consent: {
      name: 'Contact preferences',
      title: 'I would like to hear about new studies by:',
      email: 'Email',
      sms: 'Text message',
    },
    save: 'Save changes',
    widget: {
      headerTitle: 'My Profile',
      expandText: 'Show my profile',
      collapseText: 'Hide details',
      hideProfileText: 'Hide my profile',
      signedOutText: 'Sign in with your email address to see and update your profile.',
      signInButtonText: 'Sign in',
      savingText: 'Saving your changes…',
      savedText: 'Your changes were saved. Updating your profile…',
      emailLinkedMessage: 'entered email address is linked to another account',
      conditionsTitle: 'My conditions of interest',
      conditionsDescription:
        'We use these conditions to show you studies and communities that may interest you.',
      conditionsSelectLabel: 'Conditions of interest',
      conditionsFilterLabel: 'Search conditions',
      noOptionText: 'No option found',
      communitiesTitle: 'Communities for you',
      communitiesDescription: 'Join a community to hear about news and new studies for your conditions.',
      viewAllCommunitiesLabel: 'View All Communities',
      joinCommunityText: 'Join',
      leaveCommunityText: 'Leave',
      joinedCommunitiesTitle: 'My communities',
      noCommunitiesText: 'Choose a condition above to see its communities.',
    },
  },
  es: {
    required: 'Este campo es obligatorio',
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
      ' ',
    ),
    labels: {
      first: 'Nombre',
      last: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      mobile: 'Es un número de celular',
      dob: 'Fecha de nacimiento',
      gender: 'Sexo',
      addressHeading: 'Su dirección',
      address: 'Dirección',
      city: 'Ciudad',
      state: 'Estado',
      zip: 'Código postal',
    },
    genders: ['Femenino', 'Masculino', 'Otro', 'Prefiero no decirlo'],
    invalid: {
      name: 'Use solo letras, espacios, apóstrofos y guiones',
      email: 'Escriba un correo electrónico válido',
      phone: 'Escriba un número de teléfono de 10 dígitos',
      dob: 'Elija su fecha de nacimiento completa',
      city: 'Escriba una ciudad',
      zip: 'Escriba un código postal de 5 dígitos',
    },
    age: 'Debe tener entre 18 y 100 años',
    smsPhone: 'Escriba un número de celular para recibir mensajes de texto',
    consent: {
      name: 'Preferencias de contacto',
      title: 'Me gustaría recibir información sobre nuevos estudios por:',
      email: 'Correo electrónico',
      sms: 'Mensaje de texto',
    },
    save: 'Guardar cambios',
    widget: {
      headerTitle: 'Mi perfil',
      expandText: 'Mostrar mi perfil',
      collapseText: 'Ocultar datos',
      hideProfileText: 'Ocultar mi perfil',
      signedOutText: 'Inicie sesión con su correo electrónico para ver y actualizar su perfil.',
      signInButtonText: 'Iniciar sesión',
      savingText: 'Guardando sus cambios…',
      savedText: 'Se guardaron sus cambios. Actualizando su perfil…',
      emailLinkedMessage: 'el correo electrónico ingresado está vinculado a otra cuenta',
      conditionsTitle: 'Mis afecciones de interés',
      conditionsDescription:
        'Usamos estas afecciones para mostrarle estudios y comunidades que pueden interesarle.',
      conditionsSelectLabel: 'Afecciones de interés',
      conditionsFilterLabel: 'Buscar afecciones',
      noOptionText: 'No se encontró ninguna opción',
      communitiesTitle: 'Comunidades para usted',
      communitiesDescription:
        'Únase a una comunidad para recibir novedades y nuevos estudios sobre sus afecciones.',
      viewAllCommunitiesLabel: 'Ver todas las comunidades',
      joinCommunityText: 'Unirme',
      leaveCommunityText: 'Salir',
      joinedCommunitiesTitle: 'Mis comunidades',
      noCommunitiesText: 'Elija una afección arriba para ver sus comunidades.',
    },
  },
};

function textField(name: string, label: string, rule: Partial<FieldInput> = {}): FieldInput {
  return { type: 'textbox', name, label, ...rule };
}

/** The spec's profile fields, in the order a person reads them. */
function profileFields(tx: ProfileTexts): FieldInput[] {
  const required = { required: true, requiredMessage: tx.required };
  const name = { ...required, regex: NAME_REGEX, invalidMessage: tx.invalid.name, maxLength: 50 };
  return [
    textField('FirstName', tx.labels.first, name),
    textField('LastName', tx.labels.last, name),
    textField('Email', tx.labels.email, {
      ...required,
      regex: EMAIL_REGEX,
      invalidMessage: tx.invalid.email,
      maxLength: 100,
    }),
    textField('ContactNumber', tx.labels.phone, {
      regex: '^\\+?1?[ -]?\\(?\\d{3}\\)?[ -]?\\d{3}[ -]?\\d{4}$',
      invalidMessage: tx.invalid.phone,
      maxLength: 20,
    }),
    { type: 'checkbox', name: 'isMobile', label: tx.labels.mobile },
    {
      type: 'DOB',
      name: 'DOB',
      label: tx.labels.dob,
      ...required,
      invalidMessage: tx.invalid.dob,
      options: tx.months.map((month, index) => ({ label: month, value: String(index + 1) })),
      disqualifiedAge: { min: 18, max: 100, message: tx.age },
    },
    {
      type: 'radiobutton',
      name: 'Gender',
      label: tx.labels.gender,
      ...required,
      options: tx.genders.map((label, index) => ({ label, value: GENDER_VALUES[index] ?? label })),
    },
    { type: 'sectionHeading', name: 'AddressHeading', label: tx.labels.addressHeading },
    textField('CrAddress', tx.labels.address, { maxLength: 200 }),
    textField('City', tx.labels.city, { regex: NAME_REGEX, invalidMessage: tx.invalid.city, maxLength: 100 }),
    { type: 'dropdown', name: 'State', label: tx.labels.state },
    textField('Zipcode', tx.labels.zip, {
      ...required,
      regex: '^[0-9]{5}$',
      invalidMessage: tx.invalid.zip,
      maxLength: 5,
    }),
  ];
}

function profileForm(language: Language): ContactFormInput {
  const tx = texts[language];
  return {
    key: MY_PROFILE_FORM_KEY,
    language,
    formType: 'adult',
    submitText: tx.save,
    fields: profileFields(tx),
    consentGroups: [
      {
        name: tx.consent.name,
        key: 'secondaryConsent',
        consentTitle: tx.consent.title,
        hideConsentCheckbox: true,
        mediumFieldName: 'SecondaryConsentMedium',
        consentMediumList: [
          { key: 'Email', name: tx.consent.email, channel: 'email' },
          { key: 'SMS', name: tx.consent.sms, channel: 'sms' },
        ],
      },
    ],
    // No checkboxRequiredMessage: the profile's default message applies.
    mobileRule: { phoneField: 'ContactNumber', checkboxField: 'isMobile', smsPhoneMessage: tx.smsPhone },
  };
}

function widgetFields(language: Language): MyProfileFieldsInput {
  return {
    ...texts[language].widget,
    form: profileForm(language),
    communities: communitiesSeed(language).map(({ key, value, description }) => ({
      key,
      value,
      description,
    })),
  };
}

function myProfilePage(language: Language): PageInput {
  return {
    id: MY_PROFILE_PAGE_ID,
    path: DEFAULT_MY_PROFILE_PATH,
    language,
    name: 'My Profile',
    title: `${texts[language].widget.headerTitle} | ClinicalResearch`,
    breadcrumbTitle: texts[language].widget.headerTitle,
    flags: { isMyProfile: true },
    components: [
      { id: 'my-profile-widget', name: 'MyProfile', fields: widgetFields(language) },
      savedTrialsCarouselComponent(language),
    ],
  };
}

export const pagesProfileEn: PageInput[] = [myProfilePage('en')];
export const pagesProfileEs: PageInput[] = [myProfilePage('es')];
