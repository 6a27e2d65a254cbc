import { Button, type ButtonProps } from '@chakra-ui/react';

/** A form's submit button in the brand colour; `loading` with `loadingText` while the machine works. */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" colorPalette="brand" {...props} />;
}
