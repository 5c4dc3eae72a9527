import type { RegistrationSeedText } from './pages-registration';

/* The registration's demo content in English. */

const nameInvalid = 'Please use letters, spaces, apostrophes, periods or hyphens only.';

export const registrationTextEn: RegistrationSeedText = {
  start: {
    title: 'Join the ClinicalResearch community',
    description:
      'Register once and we will tell you about clinical studies that may fit your health and your life. You can update your choices or leave at any time.',
    emailLabel: 'Email address',
    emailPlaceholder: 'name@example.com',
    emailRequiredMessage: 'Please enter your email address.',
    emailInvalidMessage: 'Please enter a valid email address.',
    emailExists: 'An account with this email address already exists. Please sign in through My Profile.',
    consentText: 'I agree to receive emails about clinical studies and I accept the privacy policy.',
    consentRequiredMessage: 'Please agree to continue.',
    buttonText: 'Get started',
  },
  common: {
    progressText: 'Step {current} of {total}',
    backText: 'Back',
    nextText: 'Next',
    completeText: 'Complete registration',
  },
  steps: {
    'about-you': {
      name: 'Registration: about you',
      title: 'Tell us about yourself',
      subtitle: 'We use your name and date of birth to find studies you may be able to join.',
      firstName: {
        label: 'First name',
        requiredMessage: 'Please enter your first name.',
        invalidMessage: nameInvalid,
      },
      lastName: {
        label: 'Last name',
        requiredMessage: 'Please enter your last name.',
        invalidMessage: nameInvalid,
      },
      dob: {
        label: 'Date of birth',
        requiredMessage: 'Please select your full date of birth.',
        ageMessage: 'You must be between 18 and 100 years old to register.',
      },
      gender: {
        label: 'Gender',
        requiredMessage: 'Please select your gender.',
        options: ['Female', 'Male', 'Other', 'Prefer not to say'],
      },
    },
    'patient-enquiries': {
      name: 'Registration: patient enquiries',
      title: 'What brings you here?',
      patientEnquiries: {
        label: 'Which of these describe you? Select all that apply.',
        requiredMessage: 'Please select at least one option.',
        options: [
          'I have been diagnosed with a condition',
          'I care for someone with a condition',
          'I want to help medical research',
          'I am a healthy volunteer',
        ],
      },
    },
    conditions: {
      name: 'Registration: conditions of interest',
      title: 'Which conditions interest you?',
      subtitle: 'Choose one or more conditions. We will tell you about studies for them.',
      conditions: {
        label: 'Conditions of interest',
        placeholder: 'Start typing, for example Migraine',
        requiredMessage: 'Please choose at least one condition.',
        noOptionsText: 'No option found',
      },
    },
    location: {
      name: 'Registration: location',
      title: 'Where do you live?',
      subtitle: 'Studies take place at sites near you, and some from home.',
      zipcode: {
        label: 'Zip code',
        requiredMessage: 'Please enter your zip code.',
        invalidMessage: 'Please enter a valid 5-digit zip code.',
      },
      travelDistance: {
        label: 'How far would you travel to a study site?',
        requiredMessage: 'Please choose a distance.',
        unit: 'miles',
      },
      homeTrial: {
        label: 'Would you take part in a study from home?',
        requiredMessage: 'Please choose an answer.',
        options: [
          'Yes, I am interested in at-home studies',
          'No, I prefer visiting a study site',
          'I am not sure yet',
        ],
      },
    },
    'contact-preference': {
      name: 'Registration: contact preference',
      title: 'How should we contact you?',
      phone: { label: 'Phone number', invalidMessage: 'Please enter a valid US phone number.' },
      isMobileLabel: 'This is a mobile number',
      smsWithoutMobileMessage: 'To receive text messages, please tick "This is a mobile number".',
      primaryConsent: {
        name: 'Contact consent',
        title: 'I agree to be contacted about clinical studies that may interest me.',
        message: 'Please agree to be contacted to complete your registration.',
      },
      media: {
        name: 'Contact methods',
        title: 'How may we contact you?',
        message: 'Please choose at least one way to contact you.',
        email: 'Email',
        sms: 'Text message (SMS)',
      },
      submittingText: 'Saving your registration…',
    },
  },
  thankYou: {
    pageName: 'Registration: thank you',
    title: 'Thank you for registering',
    subtitle: 'You are one step away from your profile.',
    emailSentTitle: 'Verify your email address',
    emailSentText:
      'We sent an email to [email]. Open the link in it to verify your address and see your profile.',
    thankYouText: 'Your registration is complete. We will let you know about studies that may interest you.',
    resendText: 'We sent the email again. It may take a few minutes to arrive.',
    updateText: 'Your email address was updated and we sent a new verification email.',
    resendButtonText: 'Resend',
    changeEmailButtonText: 'Change email',
    changeEmailTitle: 'Change your email address',
    newEmailLabel: 'New email address',
    changeEmailInvalidMessage: 'Please enter a valid email address.',
    emailExistsMessage: 'Email already exists',
    changeEmailSaveText: 'Update email',
    cancelText: 'Cancel',
    registrationEmailExistsMessage:
      'An account with this email address already exists. Please sign in through My Profile to see it.',
    offlineText:
      'You are offline. Your registration is saved on this device and will be sent when you are back online.',
    loadingText: 'Loading your profile…',
    notificationText: 'Check your inbox, and your spam folder, for our verification email.',
    notificationCloseText: 'Close',
    exploreProfile: { heading: 'Explore your profile', icon: '👤', buttonText: 'Go to my profile' },
  },
};
