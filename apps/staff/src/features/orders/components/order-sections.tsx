import type { StaffOrderDetail, StaffOrderMoney } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents, formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { type TextKey, t } from '../../../lib/i18n';
import { paymentStateText, statusText } from './order-texts';

type Address = StaffOrderDetail['invoiceAddress'];

/** A titled panel of label–value facts. */
function Facts({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="facts">{children}</dl>
    </section>
  );
}

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
);

function AddressBlock({ address }: { address: Address }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.zip} {address.city}
      <br />
      {address.phone}
      {address.email && (
        <>
          <br />
          {address.email}
        </>
      )}
    </address>
  );
}

/** A small table of a detail page, in the list tables' look: captioned, scrolling inside a focusable region. */
function ScrollTable({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    <div className="data-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="data-table__scroll" tabIndex={0} aria-labelledby={id}>
        <table>
          <caption id={id}>{caption}</caption>
          {children}
        </table>
      </section>
    </div>
  );
}

/** The goods with the prices as charged (the warehouse gets no prices: the columns are left out). */
export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const withPrices = order.lines.some((line) => line.prices !== null);
  return (
    <ScrollTable id="lines-caption" caption={t('orders.lines')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.code')}</th>
          <th scope="col">{t('orders.product')}</th>
          <th scope="col" className="num">
            {t('orders.quantity')}
          </th>
          {withPrices && (
            <>
              <th scope="col" className="num">
                {t('orders.basePrice')}
              </th>
              <th scope="col" className="num">
                {t('orders.discount')}
              </th>
              <th scope="col" className="num">
                {t('orders.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('orders.vat')}
              </th>
              <th scope="col" className="num">
                {t('orders.lineTotal')}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={`${line.code}-${line.productId ?? 'x'}`}>
            <td>{line.code}</td>
            <td title={line.name}>{line.name}</td>
            <td className="num">
              {formatNumber(line.quantity)} {line.unit}
            </td>
            {withPrices && line.prices && (
              <>
                <td className="num">{formatCents(line.prices.basePriceCents)}</td>
                <td className="num">{formatNumber(line.prices.discountBp / 100)} %</td>
                <td className="num">{formatCents(line.prices.unitPriceExcVatCents)}</td>
                <td className="num">{line.prices.vatRate} %</td>
                <td className="num">{formatCents(line.prices.lineTotalExcVatCents)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The totals as stored with the order: products, coupon, shipping, payment, VAT per rate. */
export function OrderMoney({ money }: { money: StaffOrderMoney }) {
  return (
    <Facts id="money-heading" title={t('orders.money')}>
      <Fact label={t('orders.products')}>{formatCents(money.productsExcVatCents)}</Fact>
      {money.couponCode && (
        <>
          <Fact label={t('orders.coupon', { code: money.couponCode })}>−{formatCents(money.discountExcVatCents)}</Fact>
          <Fact label={t('orders.couponVat')}>−{formatCents(money.discountVatCents)}</Fact>
        </>
      )}
      <Fact label={t('orders.shippingPrice', { rate: money.shippingVatRate })}>
        {formatCents(money.shippingExcVatCents)}
      </Fact>
      <Fact label={t('orders.paymentPrice', { rate: money.paymentVatRate })}>
        {formatCents(money.paymentExcVatCents)}
      </Fact>
      <Fact label={t('orders.totalExcVat')}>{formatCents(money.totalExcVatCents)}</Fact>
      {money.vatBreakdown.map((row) => (
        <Fact key={row.vatRate} label={t('orders.vatRow', { rate: row.vatRate, base: formatCents(row.taxableCents) })}>
          {formatCents(row.vatCents)}
        </Fact>
      ))}
      <Fact label={t('orders.totalIncVat')}>
        <strong>{formatCents(money.totalIncVatCents)}</strong>
      </Fact>
    </Facts>
  );
}

/** Who ordered, where the invoice and the goods go. */
export function OrderParties({ order }: { order: StaffOrderDetail }) {
  const { company } = order;
  return (
    <div className="columns">
      <Facts id="company-heading" title={t('orders.company.title')}>
        <Fact label={t('orders.company')}>{company.companyName}</Fact>
        <Fact label={t('orders.companyId')}>{company.companyId || '–'}</Fact>
        <Fact label={t('orders.vatId')}>{company.vatRegistrationId || '–'}</Fact>
        <Fact label={t('orders.extVatId')}>{company.extVatRegistrationId || '–'}</Fact>
      </Facts>
      <section className="panel" aria-labelledby="invoice-address-heading">
        <h2 id="invoice-address-heading">{t('orders.invoiceAddress')}</h2>
        <AddressBlock address={order.invoiceAddress} />
      </section>
      <section className="panel" aria-labelledby="delivery-address-heading">
        <h2 id="delivery-address-heading">{t('orders.deliveryAddress')}</h2>
        <AddressBlock address={order.deliveryAddress} />
      </section>
    </div>
  );
}

/** How the goods travel (sale point, Packeta point, carrier and parcel) and how the customer pays. */
export function OrderDeliveryAndPayment({ order }: { order: StaffOrderDetail }) {
  const { delivery, payment } = order;
  const invoice = payment.invoice;
  return (
    <div className="columns">
      <Facts id="delivery-heading" title={t('orders.deliveryTitle')}>
        <Fact label={t('orders.delivery')}>{delivery.shippingName}</Fact>
        <Fact label={t('orders.kind')}>{t(`orders.kind.${order.kind}` as TextKey)}</Fact>
        {delivery.salePoint && (
          <Fact label={t('orders.salePoint')}>
            {delivery.salePoint.name}
            {delivery.salePoint.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Fact>
        )}
        {delivery.packetaPoint && (
          <Fact label={t('orders.packetaPoint')}>
            {delivery.packetaPoint.name}
            <span className="block">{delivery.packetaPoint.address}</span>
            <span className="block">ID {delivery.packetaPoint.id}</span>
          </Fact>
        )}
        {delivery.carrier && delivery.trackingNumber && (
          <Fact label={t('orders.tracking')}>
            {delivery.trackingUrl ? (
              <a href={delivery.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('orders.trackingLink', { number: delivery.trackingNumber, carrier: delivery.carrier.name })}
              </a>
            ) : (
              `${delivery.carrier.name} ${delivery.trackingNumber}`
            )}
          </Fact>
        )}
      </Facts>
      <Facts id="payment-heading" title={t('orders.paymentTitle')}>
        <Fact label={t('orders.payment')}>{payment.name}</Fact>
        {order.money !== null && (
          <Fact label={t('orders.invoice')}>
            {invoice
              ? t('orders.invoiceLine', {
                  number: invoice.number,
                  issued: formatDate(invoice.issuedAt),
                  due: formatDate(invoice.dueAt),
                  total: formatCents(invoice.totalCents),
                  paid: formatCents(invoice.paidCents),
                  state: paymentStateText(invoice.state),
                })
              : t('orders.noInvoice')}
          </Fact>
        )}
      </Facts>
    </div>
  );
}

/**
 * The customer and their history: order count, (for roles that see money) the total and the
 * price group, and their latest other orders. The warehouse's reply carries no price group
 * and no totals, and nothing of them is shown.
 */
export function OrderCustomer({ order, withMoney }: { order: StaffOrderDetail; withMoney: boolean }) {
  const { customer } = order;
  const others = customer.recentOrders.filter((o) => o.id !== order.id);
  return (
    <section className="panel" aria-labelledby="customer-heading">
      <h2 id="customer-heading">{t('orders.customer')}</h2>
      <dl className="facts">
        <Fact label={t('orders.company')}>{customer.companyName}</Fact>
        <Fact label={t('signIn.email')}>{customer.email}</Fact>
        {withMoney && <Fact label={t('orders.priceGroup')}>{customer.priceGroup ?? t('orders.noPriceGroup')}</Fact>}
      </dl>
      <p>
        {t('orders.customerOrders', { count: formatNumber(customer.ordersCount) })}
        {withMoney && customer.ordersTotalIncVatCents !== null && (
          <> · {t('orders.customerTotal', { total: formatCents(customer.ordersTotalIncVatCents) })}</>
        )}{' '}
        · <Link to={`/orders?customer=${customer.id}`}>{t('orders.customerAll')}</Link>
      </p>
      <h3>{t('orders.otherOrders')}</h3>
      {others.length === 0 ? (
        <p>{t('orders.noOtherOrders')}</p>
      ) : (
        <ul className="link-list">
          {others.map((o) => (
            <li key={o.id}>
              <Link to={`/orders/${o.id}`}>{o.number}</Link> · {formatDate(o.createdAt)} · {statusText(o.status)}
              {withMoney && o.totalIncVatCents !== null && <> · {formatCents(o.totalIncVatCents)}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The mails the shop sent (or is sending) about the order, with their state. */
export function OrderMails({ order }: { order: StaffOrderDetail }) {
  return (
    <ScrollTable id="mails-caption" caption={t('orders.mails')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.mailCreated')}</th>
          <th scope="col">{t('orders.mailTo')}</th>
          <th scope="col">{t('orders.mailSubject')}</th>
          <th scope="col">{t('orders.mailState')}</th>
          <th scope="col">{t('orders.mailSent')}</th>
        </tr>
      </thead>
      <tbody>
        {order.mails.length === 0 ? (
          <tr>
            <td colSpan={5} className="data-table__empty">
              {t('orders.noMails')}
            </td>
          </tr>
        ) : (
          order.mails.map((mail) => (
            <tr key={mail.id}>
              <td>
                <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
              </td>
              <td>{mail.to}</td>
              <td title={mail.subject}>{mail.subject}</td>
              <td>{t(`orders.mailState.${mail.state}` as TextKey)}</td>
              <td>{mail.sentAt ? <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time> : '–'}</td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollTable>
  );
}
