import { useState } from 'react';
import { InlineError } from '#shop/InlineError.tsx';
import type { z } from 'zod';
import type { mopConfigSchema } from '#api-contract/payments.ts';
import { shopApi } from '#shop/lazy.ts';
import { INSTANT_CODE_MOP, isOperatorMop, type PaymentMeanId } from '#domain/payment-methods.ts';
import type { MeanChoice, PaymentChoice } from '#shop/summary-rules.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { useCartAction } from '#shop/use-cart-action.ts';

type MeanConfig = z.output<typeof mopConfigSchema>['paymentMeans'][number];

type Props = {
  choices: MeanChoice[];
  config: MeanConfig[];
  choice: PaymentChoice;
  instantCodeError: string | null;
  disabled: boolean;
  onChange: (choice: PaymentChoice) => void;
};

/** The payment means the cart allows (spec 5), with what each needs: an instant code, or a confirmed number. */
export function PaymentChoiceForm({ choices, config, choice, instantCodeError, disabled, onChange }: Props) {
  const [msisdn, setMsisdn] = useState('');
  const [msisdnNote, setMsisdnNote] = useState<{ ok: boolean; text: string } | null>(null);
  const confirm = useCartAction();
  const labelOf = (mopId: number) => config.find((mean) => mean.mopId === mopId)?.label ?? t.paymentMeanNames[mopId] ?? String(mopId);

  const choose = (entry: MeanChoice) => {
    setMsisdnNote(null);
    onChange({ mopId: entry.mopId, instantCode: '', tokenCsum: null, storedOperator: isOperatorMop(entry.mopId) && entry.stored !== null });
  };

  const confirmNumber = (mopId: PaymentMeanId) =>
    confirm.run('msisdn', async () => {
      if (!isOperatorMop(mopId)) return;
      const model = await (await shopApi()).confirmMsisdn(msisdn, mopId);
      if (model.uforStatus === 'PIN_SENT' && model.token_csum) {
        setMsisdnNote({ ok: true, text: t.summary.msisdnConfirmed(model.msisdn ?? msisdn) });
        onChange({ ...choice, tokenCsum: model.token_csum });
      } else {
        setMsisdnNote({ ok: false, text: t.summary.msisdnRefused[model.uforStatus] ?? '' });
        onChange({ ...choice, tokenCsum: null });
      }
    });

  if (choices.length === 0) return <p className="shop-error">{t.summary.noPaymentMean}</p>;

  return (
    <fieldset className="summary-section">
      <legend>{t.summary.paymentHeading}</legend>
      {choices.map((entry) => (
        <div key={entry.mopId} className="payment-choice">
          <label className="summary-check">
            <input
              type="radio"
              name="payment-mean"
              value={entry.mopId}
              checked={choice.mopId === entry.mopId}
              disabled={disabled}
              onChange={() => choose(entry)}
            />
            <span>
              {labelOf(entry.mopId)}
              {entry.stored?.displayString && <span className="payment-choice__stored"> – {t.summary.storedMean(entry.stored.displayString)}</span>}
            </span>
          </label>
          {choice.mopId === entry.mopId && entry.mopId === INSTANT_CODE_MOP && (
            <div className="payment-choice__extra">
              <label htmlFor="instant-code">{t.summary.instantCodeLabel}</label>
              <input
                id="instant-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={choice.instantCode}
                aria-invalid={instantCodeError ? true : undefined}
                aria-describedby="instant-code-hint"
                disabled={disabled}
                onChange={(event) => onChange({ ...choice, instantCode: event.target.value.replace(/\D/g, '') })}
              />
              <p id="instant-code-hint" className="payment-choice__hint">
                {t.summary.instantCodeHint}
              </p>
              {instantCodeError && (
                <p className="shop-error" role="alert">
                  {instantCodeError}
                </p>
              )}
            </div>
          )}
          {choice.mopId === entry.mopId && isOperatorMop(entry.mopId) && entry.stored === null && (
            <div className="payment-choice__extra">
              <label htmlFor="payment-msisdn">{t.summary.msisdnLabel}</label>
              <div className="voucher-form__row">
                <input
                  id="payment-msisdn"
                  type="tel"
                  autoComplete="tel-national"
                  value={msisdn}
                  disabled={disabled}
                  onChange={(event) => setMsisdn(event.target.value)}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={disabled || confirm.busy !== null || msisdn.trim() === ''}
                  onClick={() => void confirmNumber(entry.mopId)}
                >
                  {t.summary.msisdnConfirm}
                </button>
              </div>
              <InlineError error={confirm.error} />
              {msisdnNote && (
                <p className={msisdnNote.ok ? 'shop-note' : 'shop-error'} role={msisdnNote.ok ? 'status' : 'alert'}>
                  {msisdnNote.text}
                </p>
              )}
            </div>
          )}
        </div>
      ))}
    </fieldset>
  );
}
