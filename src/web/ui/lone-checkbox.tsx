import type { ReactNode } from 'react';
import { ChoiceOption, choiceInput, choiceLabel } from './choice-option.tsx';
import { staticClassSet, useStaticClasses } from './static-styles.ts';

const loneClasses = staticClassSet(() => ({
  box: { styles: [{ '& > label': { ...choiceLabel, py: '2' }, '& > label > input': choiceInput }] },
}));

/**
 * One checkbox that is a statement to agree to (the terms, the declaration): a native checkbox in a
 * label that is the whole target, drawn as the form steps' options are. Not Chakra's Checkbox: its
 * state machine (zag's checkbox and Ark's runtime, ~11 KB gzip) weighed on the summary's first load
 * for one box in a dialog not yet open (issue 27).
 */
export function LoneCheckbox({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const classes = useStaticClasses(loneClasses);
  return (
    <div className={classes.box}>
      <ChoiceOption
        id={id}
        name={id}
        type="checkbox"
        label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
