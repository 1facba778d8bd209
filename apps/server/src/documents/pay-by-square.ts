import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';
import QRCode from 'qrcode';

export interface PaymentRequest {
  iban: string;
  beneficiary: string;
  amountCents: number;
  variableSymbol: string;
  note?: string;
}

/** The PAY by square string (Slovak Banking Association standard) for a bank transfer. */
export function payBySquareString(payment: PaymentRequest): string {
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: Math.round(payment.amountCents) / 100,
        variableSymbol: payment.variableSymbol,
        currencyCode: CurrencyCode.EUR,
        beneficiary: { name: payment.beneficiary.slice(0, 70) },
        bankAccounts: [{ iban: payment.iban }],
        ...(payment.note ? { paymentNote: payment.note.slice(0, 140) } : {}),
      },
    ],
  });
}

/** The QR code as a PNG (for mails and PDFs). */
export function payBySquarePng(payment: PaymentRequest, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(payBySquareString(payment), { type: 'png', width, margin: 2, errorCorrectionLevel: 'M' });
}
