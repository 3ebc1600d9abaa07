import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { PostalAddress } from '#domain/contact-details.ts';
import type { PersonalData as Stored } from './api.ts';
import { check, initialValues, visibleErrors, type AddressKind, type FormValues, type PersonalDataChanges } from './form-model.ts';
import type { Refusal } from './PersonalData.tsx';
import { sentence, texts as t } from './texts.ts';

type Errors = Record<string, string>;

const fieldId = (path: string) => `dane-${path.replace('.', '-')}`;
const errorId = (path: string) => `${fieldId(path)}-blad`;
const hintId = (path: string) => `${fieldId(path)}-wskazowka`;

interface FieldProps {
  path: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  onChange: (value: string) => void;
}

/** A labelled input with its hint and its error tied to it (aria-describedby, aria-invalid). */
function Field({ path, label, value, error, hint, type = 'text', autoComplete, inputMode, onChange }: FieldProps) {
  const describedBy = [hint ? hintId(path) : null, error ? errorId(path) : null].filter(Boolean).join(' ');
  return (
    <div className={`personal-data__field${error ? ' personal-data__field--invalid' : ''}`}>
      <label htmlFor={fieldId(path)}>{label}</label>
      {hint && (
        <p id={hintId(path)} className="personal-data__hint">
          {hint}
        </p>
      )}
      <input
        id={fieldId(path)}
        name={path}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId(path)} className="shop-error">
          {sentence(error)}
        </p>
      )}
    </div>
  );
}

const AUTOCOMPLETE: Record<AddressKind, string> = { mainAddress: 'section-main', billAddress: 'section-bill billing' };

function AddressFields({
  kind,
  legend,
  address,
  errors,
  onChange,
}: {
  kind: AddressKind;
  legend: string;
  address: PostalAddress;
  errors: Errors;
  onChange: (part: keyof PostalAddress, value: string) => void;
}) {
  const field = (part: keyof PostalAddress) => ({
    path: `${kind}.${part}`,
    value: address[part],
    error: errors[`${kind}.${part}`],
    onChange: (value: string) => onChange(part, value),
  });
  const auto = AUTOCOMPLETE[kind];
  return (
    <fieldset className="personal-data__fieldset">
      <legend>{legend}</legend>
      <Field {...field('street')} label={t.form.street} autoComplete={`${auto} address-line1`} />
      <Field {...field('number')} label={t.form.number} autoComplete={`${auto} address-line2`} />
      <Field {...field('apartment')} label={t.form.apartment} autoComplete={`${auto} address-line3`} />
      <Field
        {...field('postalCode')}
        label={t.form.postalCode}
        hint={t.form.postalCodeHint}
        inputMode="numeric"
        autoComplete={`${auto} postal-code`}
      />
      <Field {...field('city')} label={t.form.city} autoComplete={`${auto} address-level2`} />
    </fieldset>
  );
}

/**
 * The personal-data form: main address, billing address (or „the same as
 * main”) and phone, checked by the contract's schema before the confirm
 * sidebar opens; each refused field says why beside it, in the server's words
 * (also when the server refuses at the confirm step).
 */
export default function PersonalDataForm({
  stored,
  refusal,
  busy,
  onReview,
  onCancel,
}: {
  stored: Stored;
  refusal: Refusal | null;
  busy: boolean;
  onReview: (changes: PersonalDataChanges) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(stored));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Focus moves to the first refused field once its message is on screen.
  const [focusFirst, setFocusFirst] = useState(0);

  // A new refusal from the server replaces the messages (adjusted while rendering); typing clears them field by field.
  const [shownRefusal, setShownRefusal] = useState<Refusal | null>(null);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (refusal) {
      setErrors(visibleErrors(refusal.fields, values.billSame));
      setFormError(refusal.form);
      setFocusFirst((n) => n + 1);
    }
  }

  useEffect(() => {
    if (focusFirst === 0) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);

  const clear = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });

  const setAddress = (kind: AddressKind) => (part: keyof PostalAddress, value: string) => {
    setValues((current) => ({ ...current, [kind]: { ...current[kind], [part]: value } }));
    clear(`${kind}.${part}`);
  };

  const submit = () => {
    setFormError(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusFirst((n) => n + 1);
      return;
    }
    setErrors({});
    onReview(checked.changes);
  };

  const invalid = Object.keys(errors).length > 0;
  return (
    <form
      ref={form}
      className="personal-data__form"
      aria-labelledby="personal-data-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="personal-data-form-heading">{t.form.heading}</h3>
      <p>{t.form.intro}</p>
      {(invalid || formError) && (
        <p className="shop-error" role="alert">
          {formError ?? t.form.errorSummary}
        </p>
      )}
      <AddressFields
        kind="mainAddress"
        legend={t.labels.mainAddress}
        address={values.mainAddress}
        errors={errors}
        onChange={setAddress('mainAddress')}
      />
      <div className="personal-data__checkbox">
        <input
          id="dane-billSame"
          type="checkbox"
          checked={values.billSame}
          onChange={(event) => {
            const billSame = event.target.checked;
            setValues((current) => ({ ...current, billSame }));
            if (billSame) setErrors((current) => visibleErrors(current, true));
          }}
        />
        <label htmlFor="dane-billSame">{t.form.billSame}</label>
      </div>
      {!values.billSame && (
        <AddressFields
          kind="billAddress"
          legend={t.labels.billAddress}
          address={values.billAddress}
          errors={errors}
          onChange={setAddress('billAddress')}
        />
      )}
      <Field
        path="phone"
        label={t.form.phone}
        hint={t.form.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.phone}
        error={errors.phone}
        onChange={(phone) => {
          setValues((current) => ({ ...current, phone }));
          clear('phone');
        }}
      />
      <div className="personal-data__actions">
        <button type="submit" className="button" disabled={busy}>
          {t.form.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t.form.cancel}
        </button>
      </div>
    </form>
  );
}
