/**
 * Browser autofill and keyboard hints for the spec's field names, so phones show the right keyboard and
 * autofill offers the right values. Unknown names get none.
 */
export interface InputHints {
  type: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

const EXACT: Record<string, InputHints> = {
  FirstName: { type: 'text', autoComplete: 'given-name' },
  LastName: { type: 'text', autoComplete: 'family-name' },
  ContactNumber: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  MobileNumber: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  PhoneNumber: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
};

export function inputHintsOf(name: string): InputHints {
  const exact = EXACT[name];
  if (exact) return exact;
  if (/email$/i.test(name)) return { type: 'email', autoComplete: 'email', inputMode: 'email' };
  if (/zip(code)?$/i.test(name)) return { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' };
  if (/address$/i.test(name)) return { type: 'text', autoComplete: 'street-address' };
  if (/city$/i.test(name)) return { type: 'text', autoComplete: 'address-level2' };
  if (/^Participant(First|Last)Name$/.test(name)) return { type: 'text', autoComplete: 'off' };
  return { type: 'text' };
}
