import { useEffect, useRef, useState } from 'react';
import { fieldMessagesOf } from '#api-contract/request-validation.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { bookACallForm, type FormField } from '#forms/definitions.ts';
import { HONEYPOT_FIELD, PAGE_FIELD, TOKEN_FIELD, TOKEN_PLACEHOLDER, tokenPlaceholder, type FormKind } from '#forms/protocol.ts';
import type { CallVariant } from '#forms/call-slots.ts';
import { enhanceForms } from '#forms/view/enhance.ts';
import { FormMarkup } from '#forms/view/form-markup.ts';
import { formatPhone } from '#domain/format.ts';
import { phoneHref } from '#domain/phone-link.ts';
import { Modal } from '#overlays/Modal.tsx';
import { mountDialog } from '#overlays/mount-dialog.tsx';
import { supportTexts } from '../texts.ts';
import type { ModalRequest } from './modal-request.ts';

const t = supportTexts.modals;

/** A fresh minimum-fill-time token, asked for as the dialog opens (the fill time counts from here). */
const freshToken = (kind: FormKind) =>
  callOperation(calls.forms.formToken, { query: { form: kind } }, { alert: false }).then((answer) => answer.token);

/**
 * A form dialog's body: the form's plain HTML from its definition (the same
 * as the form block's), enhanced by the same script: JSON post, refusals
 * beside the fields, the thank-you state in place, one send per click.
 */
function FormBody({ kind, values }: { kind: FormKind; values?: Record<string, string> }) {
  const host = useRef<HTMLDivElement>(null);
  const formId = `dialog-${kind}`;
  useEffect(() => {
    const form = host.current?.querySelector('form');
    if (!form) return;
    const input = form.elements.namedItem(TOKEN_FIELD) as HTMLInputElement;
    void freshToken(kind)
      .then((token) => {
        if (input.value.startsWith(TOKEN_PLACEHOLDER)) input.value = token;
      })
      .catch(() => undefined)
      // Enhanced once the token is in: without one, the script would fetch it itself at the first focus.
      .finally(() => enhanceForms(host.current ?? document));
  }, [kind]);
  return (
    <div ref={host}>
      <FormMarkup kind={kind} formId={formId} token={tokenPlaceholder(kind)} page={`${location.pathname}#${formId}`} values={values ?? {}} />
    </div>
  );
}

type Slots = Awaited<ReturnType<typeof loadSlots>>;
const loadSlots = (variant: CallVariant) => callOperation(calls.forms.callSlots, { query: { variant } }, { alert: false });

const fieldOf = (name: string) => bookACallForm.fields.find((field) => field.name === name) as FormField;

/**
 * Book a call: the next working days and their hourly slots (taken ones
 * shown, not offered), the phone number and the topic; the booking is
 * stored with the form and confirmed with its day and hour.
 */
function BookCallBody({ variant }: { variant: CallVariant }) {
  const b = supportTexts.bookCall;
  const [slots, setSlots] = useState<Slots | null>(null);
  const [loadError, setLoadError] = useState('');
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState('');
  const token = useRef<Promise<string> | null>(null);

  useEffect(() => {
    token.current = freshToken('book-a-call');
    token.current.catch(() => undefined);
    loadSlots(variant).then(setSlots, (error: Error) => setLoadError(error.message));
  }, [variant]);

  if (loadError) return <p className="shop-error">{loadError}</p>;
  if (!slots) return <p role="status">{t.loading}</p>;
  if (confirmed)
    return (
      <p className="book-call__confirmed" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        {confirmed}
      </p>
    );

  const chosenDay = slots.days.find((candidate) => candidate.day === day);
  const submit = async (form: HTMLFormElement) => {
    if (busy) return;
    const local: Record<string, string> = {};
    if (!day) local.day = b.chooseDay;
    else if (!slot) local.slot = b.chooseSlot;
    if (Object.keys(local).length) return setErrors(local);
    const data = new FormData(form);
    setBusy(true);
    try {
      const answer = await callOperation(
        calls.forms.submitBookACall,
        {
          body: {
            variant,
            day,
            slot,
            phone: String(data.get('phone') ?? ''),
            ...(String(data.get('name') ?? '').trim() ? { name: String(data.get('name')) } : {}),
            topic: String(data.get('topic') ?? '') as never,
            // Unticked goes as false: the server refuses it in its own words, beside the box.
            consent: (data.get('consent') === 'on') as true,
            [TOKEN_FIELD]: await (token.current ?? freshToken('book-a-call')).catch(() => undefined),
            [PAGE_FIELD]: location.pathname,
            [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
          },
        },
        { alert: false },
      );
      const booked = answer.booking ?? { day, slot };
      setConfirmed(b.confirmed(slots.days.find((candidate) => candidate.day === booked.day)?.label ?? booked.day, b.slotLabel(booked.slot)));
    } catch (error) {
      const message = (error as Error).message;
      const fields = fieldMessagesOf(message);
      setErrors(fields);
      setFormError(Object.keys(fields).length ? '' : message);
      // A slot taken meanwhile: the list is read again.
      if (fields.slot) loadSlots(variant).then(setSlots, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  const phone = fieldOf('phone');
  const name = fieldOf('name');
  const topic = fieldOf('topic');
  const consent = fieldOf('consent');
  const described = (field: string) => (errors[field] ? `book-call-${field}-error` : undefined);
  const error = (field: string) =>
    errors[field] ? (
      <p id={`book-call-${field}-error`} className="form-field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="form-block__form book-call"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
      aria-busy={busy || undefined}
    >
      <p>{b.intro}</p>
      {formError && (
        <p className="form-block__error" role="alert">
          {formError}
        </p>
      )}
      <fieldset className="book-call__days" aria-describedby={described('day')}>
        <legend>{b.day}</legend>
        {slots.days.map((candidate) => (
          <label key={candidate.day} className="book-call__choice">
            <input
              type="radio"
              name="day"
              value={candidate.day}
              checked={day === candidate.day}
              onChange={() => {
                setDay(candidate.day);
                setSlot('');
                setErrors({});
              }}
            />
            {candidate.label}
          </label>
        ))}
        {error('day')}
      </fieldset>
      {chosenDay && (
        <fieldset className="book-call__slots" aria-describedby={described('slot')}>
          <legend>{b.slot}</legend>
          {chosenDay.slots.every((candidate) => !candidate.free) && <p>{b.noSlots}</p>}
          {chosenDay.slots.map((candidate) => (
            <label key={candidate.slot} className="book-call__choice">
              <input
                type="radio"
                name="slot"
                value={candidate.slot}
                disabled={!candidate.free}
                checked={slot === candidate.slot}
                onChange={() => setSlot(candidate.slot)}
              />
              {b.slotLabel(candidate.slot)}
              {!candidate.free && <span> ({b.taken})</span>}
            </label>
          ))}
          {error('slot')}
        </fieldset>
      )}
      <div className="form-block__trap" aria-hidden="true">
        <label htmlFor="book-call-website">Nie wypełniaj tego pola</label>
        <input id="book-call-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="form-field">
        <label htmlFor="book-call-phone">{phone.label}</label>
        <input
          id="book-call-phone"
          name="phone"
          type="tel"
          autoComplete={phone.autocomplete}
          aria-required="true"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={described('phone')}
        />
        {error('phone')}
      </div>
      <div className="form-field">
        <label htmlFor="book-call-name">{name.label}</label>
        <input
          id="book-call-name"
          name="name"
          type="text"
          autoComplete={name.autocomplete}
          maxLength={name.maxLength}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
        />
        {error('name')}
      </div>
      <div className="form-field">
        <label htmlFor="book-call-topic">{topic.label}</label>
        <select
          id="book-call-topic"
          name="topic"
          aria-required="true"
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={described('topic')}
          defaultValue=""
        >
          <option value="" disabled>
            —
          </option>
          {topic.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div className="form-field form-field--checkbox">
        <input
          id="book-call-consent"
          name="consent"
          type="checkbox"
          aria-required="true"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={described('consent')}
        />
        <label htmlFor="book-call-consent">{consent.label}</label>
        {error('consent')}
      </div>
      <button type="submit" className="form-block__submit" disabled={busy}>
        {bookACallForm.submitLabel}
      </button>
    </form>
  );
}

function title(request: ModalRequest): string {
  switch (request.name) {
    case 'hotline':
      return t.hotline;
    case 'email':
      return t.email;
    case 'book-a-call':
      return request.variant === 'prepaid' ? t.bookCallPrepaid : t.bookCall;
    case 'lead':
      return t.lead(request.offerTitle);
    case 'ott-lead':
      return t.ottLead(request.offerTitle);
    case 'corporate':
      return t.corporate;
    case 'legals':
      return request.title ?? t.legals;
    case 'decoders':
      return request.title ?? t.decoders;
    case 'service-unavailable':
      return request.title ?? t.serviceUnavailable;
  }
}

function Body({ request }: { request: ModalRequest }) {
  switch (request.name) {
    case 'hotline':
      return (
        <div className="hotline">
          <p>
            <a className="hotline__number" href={phoneHref(request.number)}>
              {t.hotlineCall(formatPhone(request.number))}
            </a>
          </p>
          {request.hours && (
            <p>
              {t.hotlineHours}: {request.hours}
            </p>
          )}
          {request.note && <p className="hotline__note">{request.note}</p>}
        </div>
      );
    case 'email':
      return <FormBody kind="contact" />;
    case 'book-a-call':
      return <BookCallBody variant={request.variant} />;
    case 'lead':
    case 'ott-lead':
      return <FormBody kind={request.name} values={{ offerTitle: request.offerTitle }} />;
    case 'corporate':
      return <FormBody kind="corporate" />;
    default:
      // The content's own HTML, sanitised when the page was built (a <template> of the page).
      return <div className="rich-text" dangerouslySetInnerHTML={{ __html: request.html }} />;
  }
}

function SupportModal({ request, onDone }: { request: ModalRequest; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      size="md"
      onClose={() => {
        setOpen(false);
        onDone();
      }}
      title={title(request)}
    >
      <Body request={request} />
    </Modal>
  );
}

/** Opens a support dialog over the page (one at a time); focus returns to what opened it. */
export function showSupportModal(request: ModalRequest, trigger: HTMLElement): void {
  mountDialog((onDone) => (
    <SupportModal
      request={request}
      onDone={() => {
        trigger.focus();
        onDone();
      }}
    />
  ));
}
