import type { RegistrationSeedText } from './pages-registration';

/* The registration's demo content in Spanish. */

const nameInvalid = 'Use solo letras, espacios, apóstrofos, puntos o guiones.';

export const registrationTextEs: RegistrationSeedText = {
  start: {
    title: 'Únase a la comunidad de ClinicalResearch',
    description:
      'Regístrese una vez y le informaremos de estudios clínicos que puedan ajustarse a su salud y a su vida. Puede cambiar sus preferencias o darse de baja cuando quiera.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.com',
    emailRequiredMessage: 'Escriba su correo electrónico.',
    emailInvalidMessage: 'Escriba un correo electrónico válido.',
    emailExists: 'Ya existe una cuenta con este correo electrónico. Inicie sesión en Mi perfil.',
    consentText: 'Acepto recibir correos sobre estudios clínicos y acepto la política de privacidad.',
    consentRequiredMessage: 'Acepte para continuar.',
    buttonText: 'Comenzar',
  },
  common: {
    progressText: 'Paso {current} de {total}',
    backText: 'Atrás',
    nextText: 'Siguiente',
    completeText: 'Completar el registro',
  },
  steps: {
    'about-you': {
      name: 'Registro: sobre usted',
      title: 'Cuéntenos sobre usted',
      subtitle:
        'Usamos su nombre y su fecha de nacimiento para encontrar estudios en los que podría participar.',
      firstName: {
        label: 'Nombre',
        requiredMessage: 'Escriba su nombre.',
        invalidMessage: nameInvalid,
      },
      lastName: {
        label: 'Apellido',
        requiredMessage: 'Escriba su apellido.',
        invalidMessage: nameInvalid,
      },
      dob: {
        label: 'Fecha de nacimiento',
        requiredMessage: 'Seleccione su fecha de nacimiento completa.',
        ageMessage: 'Debe tener entre 18 y 100 años para registrarse.',
        invalidDateMessage: 'Elija una combinación válida de día y mes.',
      },
      gender: {
        label: 'Género',
        requiredMessage: 'Seleccione su género.',
        options: ['Femenino', 'Masculino', 'Otro', 'Prefiero no decirlo'],
      },
    },
    'patient-enquiries': {
      name: 'Registro: motivo de su interés',
      title: '¿Qué le trae por aquí?',
      patientEnquiries: {
        label: '¿Cuáles de estas frases le describen? Seleccione todas las que correspondan.',
        requiredMessage: 'Seleccione al menos una opción.',
        options: [
          'Me diagnosticaron una enfermedad',
          'Cuido a alguien con una enfermedad',
          'Quiero ayudar a la investigación médica',
          'Soy un voluntario sano',
        ],
      },
    },
    conditions: {
      name: 'Registro: enfermedades de interés',
      title: '¿Qué enfermedades le interesan?',
      subtitle: 'Elija una o más enfermedades. Le informaremos de estudios sobre ellas.',
      conditions: {
        label: 'Enfermedades de interés',
        placeholder: 'Empiece a escribir, por ejemplo Migraña',
        requiredMessage: 'Elija al menos una enfermedad.',
        noOptionsText: 'No se encontró ninguna opción',
      },
    },
    location: {
      name: 'Registro: ubicación',
      title: '¿Dónde vive?',
      subtitle: 'Los estudios se realizan en centros cercanos a usted, y algunos desde casa.',
      zipcode: {
        label: 'Código postal',
        requiredMessage: 'Escriba su código postal.',
        invalidMessage: 'Escriba un código postal válido de 5 dígitos.',
      },
      travelDistance: {
        label: '¿Cuánto viajaría hasta un centro del estudio?',
        requiredMessage: 'Elija una distancia.',
        unit: 'millas',
      },
      homeTrial: {
        label: '¿Participaría en un estudio desde su casa?',
        requiredMessage: 'Elija una respuesta.',
        options: [
          'Sí, me interesan los estudios desde casa',
          'No, prefiero ir a un centro del estudio',
          'Todavía no lo sé',
        ],
      },
    },
    'contact-preference': {
      name: 'Registro: preferencias de contacto',
      title: '¿Cómo prefiere que le contactemos?',
      phone: { label: 'Teléfono', invalidMessage: 'Escriba un número de teléfono válido de EE. UU.' },
      isMobileLabel: 'Es un número de celular',
      smsWithoutMobileMessage: 'Para recibir mensajes de texto, marque "Es un número de celular".',
      primaryConsent: {
        name: 'Consentimiento de contacto',
        title: 'Acepto que me contacten sobre estudios clínicos que puedan interesarme.',
        message: 'Acepte que le contactemos para completar su registro.',
      },
      media: {
        name: 'Formas de contacto',
        title: '¿Cómo podemos contactarle?',
        message: 'Elija al menos una forma de contacto.',
        email: 'Correo electrónico',
        sms: 'Mensaje de texto (SMS)',
      },
      submittingText: 'Guardando su registro…',
    },
  },
  thankYou: {
    pageName: 'Registro: gracias',
    title: 'Gracias por registrarse',
    subtitle: 'Está a un paso de su perfil.',
    emailSentTitle: 'Verifique su correo electrónico',
    emailSentText:
      'Enviamos un correo a [email]. Abra el enlace que contiene para verificar su dirección y ver su perfil.',
    thankYouText: 'Su registro está completo. Le informaremos de estudios que puedan interesarle.',
    resendText: 'Enviamos el correo de nuevo. Puede tardar unos minutos en llegar.',
    updateText: 'Actualizamos su correo electrónico y enviamos un nuevo correo de verificación.',
    resendButtonText: 'Reenviar',
    changeEmailButtonText: 'Cambiar correo',
    changeEmailTitle: 'Cambie su correo electrónico',
    newEmailLabel: 'Nuevo correo electrónico',
    changeEmailInvalidMessage: 'Escriba un correo electrónico válido.',
    emailExistsMessage: 'El correo electrónico ya existe',
    changeEmailSaveText: 'Actualizar correo',
    cancelText: 'Cancelar',
    registrationEmailExistsMessage:
      'Ya existe una cuenta con este correo electrónico. Inicie sesión en Mi perfil para verla.',
    offlineText:
      'No tiene conexión. Su registro está guardado en este dispositivo y se enviará cuando vuelva a tener conexión.',
    loadingText: 'Cargando su perfil…',
    notificationText:
      'Revise su bandeja de entrada, y la carpeta de correo no deseado, para encontrar nuestro correo de verificación.',
    notificationCloseText: 'Cerrar',
    exploreProfile: { heading: 'Explore su perfil', icon: '👤', buttonText: 'Ir a mi perfil' },
  },
};
