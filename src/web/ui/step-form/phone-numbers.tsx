import { PhoneRow } from './group-fieldset.tsx';
import { TextInput } from './text-fields.tsx';

export interface PhoneNumbersProps {
  /** Country code and number. */
  mobile: readonly [string, string];
  /** Country code, area code and number. */
  home: readonly [string, string, string];
  work: readonly [string, string, string];
  /** The mobile number is the person's own: the browser may fill it in. */
  ownMobile?: boolean;
}

/** The mobile, home and work numbers, one row each (country code, area code, number). */
export function PhoneNumbers({
  mobile: [mobileCountryCode, mobileNumber],
  home,
  work,
  ownMobile,
}: PhoneNumbersProps) {
  return (
    <>
      <PhoneRow parts={2}>
        <TextInput
          name={mobileCountryCode}
          type="tel"
          autoComplete={ownMobile ? 'tel-country-code' : undefined}
        />
        <TextInput name={mobileNumber} type="tel" autoComplete={ownMobile ? 'tel-national' : undefined} />
      </PhoneRow>
      {[home, work].map((parts) => (
        <PhoneRow key={parts[0]}>
          {parts.map((name) => (
            <TextInput key={name} name={name} type="tel" />
          ))}
        </PhoneRow>
      ))}
    </>
  );
}
