import { useState, type FormEvent } from 'react';
import { InlineError } from '#shop/InlineError.tsx';
import { shopApi, track } from '#shop/lazy.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { useCartAction } from '#shop/use-cart-action.ts';

type Props = {
  disabled: boolean;
  onApplied: (voucher: { code: string; discount: string }) => void;
  applied: { code: string; discount: string } | null;
};

/** The voucher code (cart/checkVoucher); a refusal (359) shows here, with the server's words. */
export function VoucherForm({ disabled, onApplied, applied }: Props) {
  const [code, setCode] = useState('');
  const { busy, error, run } = useCartAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('voucher', async () => {
      const voucher = await (await shopApi()).checkVoucher(code);
      onApplied({ code: voucher.code, discount: voucher.discount });
      track(({ trackFunnel }) => trackFunnel('add_voucher', { coupon: voucher.code, discount: voucher.discount }));
      setCode('');
    });
  };
  return (
    <form className="summary-section voucher-form" onSubmit={submit} noValidate>
      <label htmlFor="voucher-code">{t.summary.voucherLabel}</label>
      <div className="voucher-form__row">
        <input
          id="voucher-code"
          name="voucher"
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          disabled={disabled}
        />
        <button type="submit" className="button button--secondary" disabled={disabled || busy !== null || code.trim() === ''}>
          {t.summary.voucherApply}
        </button>
      </div>
      <InlineError error={error} />
      {applied && (
        <p className="shop-note" role="status">
          {t.summary.voucherApplied(applied.code, applied.discount)}
        </p>
      )}
    </form>
  );
}
