import { ChakraProvider, chakra, Field, Heading, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/web/app/system.ts';
import { FilterSelect } from '@/web/ui/filter-select.tsx';
import { describedBy, FormField, TextArea, TextField } from '@/web/ui/form-field.tsx';
import { SelectField } from '@/web/ui/select-field.tsx';
import { GroupFieldset, group } from '@/web/ui/step-form/group-fieldset.tsx';
import { choiceGroup, YesNoField } from '@/web/ui/yes-no-field.tsx';

/**
 * The field kit draws Chakra's field parts, text boxes and native select with classes made once
 * (src/web/ui/static-styles.ts). What a person sees must not change: the markup, and the Emotion
 * class of each element (a hash of its whole CSS), must be exactly what Chakra's own components
 * draw for the same field. The reference is Chakra's components as the kit used them before.
 */

const wrap = (ui: ReactNode) => <ChakraProvider value={system}>{ui}</ChakraProvider>;

/** An element tree with its attributes sorted: the same page whatever order React wrote them in. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const attributes = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return { tag: node.tagName.toLowerCase(), attributes, children: [...node.childNodes].map(shape) };
}

function drawn(ui: ReactNode) {
  const { container, unmount } = render(wrap(ui));
  const result = shape(container);
  if (process.env.SHOW_SHAPE) console.log(JSON.stringify(result));
  unmount();
  return result;
}

interface Case {
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}

const cases: Case[] = [
  { id: 'family', label: 'Family Name' },
  { id: 'email', label: 'Email', required: true, helperText: 'We never share it.', error: 'Enter an email.' },
  { id: 'locked', label: 'Locked', required: true, disabled: true },
  { id: 'bad', label: 'Bad', error: 'Wrong.' },
];

/** Chakra's own `Field.*` parts, as FormField drew them before. */
function ChakraFrame({ id, label, required, error, helperText, children }: Case & { children: ReactNode }) {
  const ids = {
    control: `${id}-field`,
    label: `${id}-label`,
    helperText: `${id}-help`,
    errorText: `${id}-error`,
  };
  return (
    <Field.Root id={id} ids={ids} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const options = [
  { value: '1', label: 'One' },
  { value: '2', label: 'Two' },
];
const noop = () => {};

describe('the field kit draws what Chakra draws', () => {
  it.each(cases)('a text box: $label', (field) => {
    const { id, label, required, disabled, error, helperText } = field;
    const kit = drawn(
      <TextField
        id={id}
        label={label}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        value="x"
        onChange={noop}
      />,
    );
    const chakra = drawn(
      <ChakraFrame {...field}>
        <Input
          aria-describedby={describedBy(id, helperText, error)}
          disabled={disabled}
          value="x"
          onChange={noop}
        />
      </ChakraFrame>,
    );
    expect(kit).toEqual(chakra);
  });

  it.each(cases)('a long text: $label', (field) => {
    const { id, label, required, disabled, error } = field;
    const kit = drawn(
      <FormField id={id} label={label} required={required} error={error}>
        <TextArea rows={3} disabled={disabled} value="x" onChange={noop} />
      </FormField>,
    );
    const chakra = drawn(
      <ChakraFrame {...field} helperText={undefined}>
        <Textarea rows={3} disabled={disabled} value="x" onChange={noop} />
      </ChakraFrame>,
    );
    expect(kit).toEqual(chakra);
  });

  it.each(cases)('a select: $label', (field) => {
    const { id, label, required, disabled, error, helperText } = field;
    const kit = drawn(
      <SelectField
        id={id}
        label={label}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        options={options}
        value="2"
        onChange={noop}
      />,
    );
    const describedBy = [helperText ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
    const chakra = drawn(
      <ChakraFrame {...field}>
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            {...{ disabled }}
            name={id}
            value="2"
            onChange={noop}
            aria-describedby={describedBy.join(' ') || undefined}
          >
            <option value="">Please select</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </ChakraFrame>,
    );
    expect(kit).toEqual(chakra);
  });

  it('a list filter', () => {
    const kit = drawn(
      <FilterSelect id="status" label="Status" value="" anyLabel="All" options={options} onChange={noop} />,
    );
    const chakra = drawn(
      <ChakraFrame id="status" label="Status">
        <NativeSelect.Root>
          <NativeSelect.Field id="status" value="" onChange={noop}>
            <option value="">All</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </ChakraFrame>,
    );
    expect(kit).toEqual(chakra);
  });

  it('a choice question: its fieldset is the one styled element', () => {
    const kit = render(
      wrap(<YesNoField id="usi" label="USI?" required error="Answer." value onChange={noop} />),
    );
    const question = kit.container.querySelector('fieldset')?.className;
    kit.unmount();
    const chakraDrawn = render(wrap(<chakra.fieldset css={choiceGroup} />));
    expect(question).toBe(chakraDrawn.container.querySelector('fieldset')?.className);
    expect(question).toMatch(/^css-\w+$/);
  });

  it('a form group', () => {
    const kit = drawn(
      <GroupFieldset title="Contact Details">
        <p>fields</p>
      </GroupFieldset>,
    );
    const chakraDrawn = drawn(
      <chakra.fieldset css={group}>
        <legend>
          <Heading as="h2" size="lg" color="brand.fg">
            Contact Details
          </Heading>
        </legend>
        <div className="group-fields">
          <p>fields</p>
        </div>
      </chakra.fieldset>,
    );
    expect(kit).toEqual(chakraDrawn);
  });
});

describe('a field drawn again resolves no styles', () => {
  afterEach(() => vi.restoreAllMocks());

  it('typing, a choice and errors shown in a group of fields: no call to Chakra’s css()', async () => {
    const fields = (value: string, error?: string) =>
      wrap(
        <GroupFieldset title="Names">
          <TextField id="family" label="Family Name" required error={error} value={value} onChange={noop} />
          <SelectField
            id="title"
            label="Title"
            error={error}
            options={options}
            value={value}
            onChange={noop}
          />
          <FormField id="notes" label="Notes" error={error}>
            <TextArea value={value} onChange={noop} />
          </FormField>
          <YesNoField id="usi" label="USI?" error={error} value={value === '1'} onChange={noop} />
        </GroupFieldset>,
      );
    const { rerender } = render(fields('1'));
    const css = vi.spyOn(system, 'css');
    rerender(fields('2'));
    rerender(fields('1', 'Enter a value.'));
    // Ark's field sees its error text come (a MutationObserver) and draws again.
    await act(async () => {});
    expect(css).not.toHaveBeenCalled();
  });
});
