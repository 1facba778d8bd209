import { ALLOWANCE_REASONS, at, attrOf, centsOf, children, parseUbl, textOf, type UblNode } from './en16931.ts';

/**
 * The Peppol BIS Billing 3.0 rules (OpenPEPPOL's PEPPOL-EN16931-UBL artefact) a document of ours
 * can touch, checked on the parsed XML. The country-specific rules (NO, DK, IT, SE, GR, IS, NL, DE,
 * AU …) apply to sellers of those countries, not to a Slovak one. The list and why each holds:
 * docs/decisions/013-e-invoices.md.
 */
export function peppolProblems(xml: string): string[] {
  const problems: string[] = [];
  const fail = (rule: string, detail: string) => problems.push(`${rule}: ${detail}`);
  if (/<!DOCTYPE/i.test(xml)) fail('XML', 'a DTD');
  if (/schemaLocation/.test(xml)) fail('PEPPOL-COMMON-R003', 'schema location');
  const { name, doc } = parseUbl(xml);
  const invoice = name === 'Invoice';
  const text = (...path: string[]) => textOf(at(doc, ...path))?.trim() ?? '';
  const currency = text('cbc:DocumentCurrencyCode');

  if (!text('cbc:ProfileID')) fail('PEPPOL-EN16931-R001', 'no business process');
  if (!/^urn:fdc:peppol\.eu:2017:poacc:billing:\d{2}:1\.0$/.test(text('cbc:ProfileID')))
    fail('PEPPOL-EN16931-R007', `profile ${text('cbc:ProfileID')}`);
  if (children(doc, 'cbc:Note').length > 1) fail('PEPPOL-EN16931-R002', 'more than one note');
  if (!text('cbc:BuyerReference') && !text('cac:OrderReference', 'cbc:ID'))
    fail('PEPPOL-EN16931-R003', 'no buyer reference or order reference');
  if (
    !text('cbc:CustomizationID').startsWith(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    )
  )
    fail('PEPPOL-EN16931-R004', `customization ${text('cbc:CustomizationID')}`);
  const taxTotals = children(doc, 'cac:TaxTotal');
  if (taxTotals.filter((t) => children(t, 'cac:TaxSubtotal').length > 0).length !== 1)
    fail('PEPPOL-EN16931-R053', 'not exactly one tax total with subtotals');
  if (
    taxTotals.filter((t) => children(t, 'cac:TaxSubtotal').length === 0).length !==
    (text('cbc:TaxCurrencyCode') ? 1 : 0)
  )
    fail('PEPPOL-EN16931-R054', 'a tax total without subtotals');
  if (!textOf(at(doc, 'cac:AccountingCustomerParty', 'cac:Party', 'cbc:EndpointID')))
    fail('PEPPOL-EN16931-R010', 'no buyer electronic address');
  if (!textOf(at(doc, 'cac:AccountingSupplierParty', 'cac:Party', 'cbc:EndpointID')))
    fail('PEPPOL-EN16931-R020', 'no seller electronic address');
  const typeCode = text(invoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode');
  const allowedTypes = invoice
    ? ['380', '383', '386', '393', '82', '80', '84', '395', '575', '623', '780']
    : ['381', '396', '81', '83', '532'];
  if (!allowedTypes.includes(typeCode)) fail(invoice ? 'PEPPOL-EN16931-P0100' : 'PEPPOL-EN16931-P0101', typeCode);

  walk(doc, (key, node) => {
    // Empty elements (PEPPOL-EN16931-R008).
    const hasChildren = typeof node !== 'string' && Object.keys(node).some((k) => !k.startsWith('@') && k !== '#');
    if (!hasChildren && !(textOf(node) ?? '').trim()) fail('PEPPOL-EN16931-R008', `empty ${key}`);
    // Currencies (PEPPOL-EN16931-R051, -CL007): every amount in the document's currency.
    if (/Amount$/.test(key) && key !== 'cbc:BaseAmount' && attrOf(node, 'currencyID') !== currency)
      fail('PEPPOL-EN16931-R051', `${key} in ${attrOf(node, 'currencyID')}`);
    // Dates (PEPPOL-EN16931-F001): YYYY-MM-DD.
    if (/^cbc:(IssueDate|DueDate|TaxPointDate|StartDate|EndDate|ActualDeliveryDate)$/.test(key)) {
      const value = textOf(node) ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        fail('PEPPOL-EN16931-F001', `${key} ${value}`);
    }
    if (key === 'cbc:EmbeddedDocumentBinaryObject' && attrOf(node, 'mimeCode') !== 'application/pdf')
      fail('PEPPOL-EN16931-CL001', `mime ${attrOf(node, 'mimeCode')}`);
    // The Slovak DIČ scheme is in the EAS list (PEPPOL-EN16931-CL008).
    if (key === 'cbc:EndpointID' && attrOf(node, 'schemeID') !== '0245')
      fail('PEPPOL-EN16931-CL008', `scheme ${attrOf(node, 'schemeID')}`);
  });
  if (currency !== 'EUR') fail('PEPPOL-EN16931-CL007', currency);

  for (const allowance of children(doc, 'cac:AllowanceCharge')) {
    const indicator = textOf(at(allowance, 'cbc:ChargeIndicator'))?.trim();
    if (indicator !== 'true' && indicator !== 'false') fail('PEPPOL-EN16931-R043', `indicator ${indicator}`);
    const hasPercent = at(allowance, 'cbc:MultiplierFactorNumeric') !== undefined;
    const hasBase = at(allowance, 'cbc:BaseAmount') !== undefined;
    if (hasPercent && !hasBase) fail('PEPPOL-EN16931-R041', 'percentage without base');
    if (hasBase && !hasPercent) fail('PEPPOL-EN16931-R042', 'base without percentage');
    const reason = textOf(at(allowance, 'cbc:AllowanceChargeReasonCode'));
    if (indicator === 'false' && reason !== undefined && !ALLOWANCE_REASONS.has(reason))
      fail('PEPPOL-EN16931-CL002', reason);
  }
  for (const means of children(doc, 'cac:PaymentMeans')) {
    const code = textOf(at(means, 'cbc:PaymentMeansCode'));
    if ((code === '49' || code === '59') && !textOf(at(means, 'cac:PaymentMandate', 'cbc:ID')))
      fail('PEPPOL-EN16931-R061', 'direct debit without a mandate');
  }
  if (
    children(doc, 'cac:AdditionalDocumentReference').filter((r) => textOf(at(r, 'cbc:DocumentTypeCode')) === '130')
      .length > 1
  )
    fail('PEPPOL-EN16931-R006', 'more than one invoiced object');

  for (const [i, line] of children(doc, invoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine').entries()) {
    const quantityNode = at(line, invoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity');
    const quantity = Number(textOf(quantityNode));
    const price = centsOf(textOf(at(line, 'cac:Price', 'cbc:PriceAmount')));
    const baseNode = at(line, 'cac:Price', 'cbc:BaseQuantity');
    const base = baseNode ? Number(textOf(baseNode)) : 1;
    const net = centsOf(textOf(at(line, 'cbc:LineExtensionAmount')));
    // Line net = quantity × price / base quantity (± 0,02, PEPPOL-EN16931-R120); ours is exact.
    if (Math.abs(net - (quantity * price) / base) > 2)
      fail('PEPPOL-EN16931-R120', `line ${i + 1}: ${net} ≠ ${quantity} × ${price}`);
    if (baseNode && !(base > 0)) fail('PEPPOL-EN16931-R121', `line ${i + 1}: base quantity ${base}`);
    if (baseNode && attrOf(baseNode, 'unitCode') && attrOf(baseNode, 'unitCode') !== attrOf(quantityNode, 'unitCode'))
      fail('PEPPOL-EN16931-R130', `line ${i + 1}: unit of the base quantity`);
    if (children(line, 'cac:DocumentReference').length > 1) fail('PEPPOL-EN16931-R100', `line ${i + 1}`);
    for (const priceAllowance of children(at(line, 'cac:Price'), 'cac:AllowanceCharge'))
      if (textOf(at(priceAllowance, 'cbc:ChargeIndicator'))?.trim() !== 'false')
        fail('PEPPOL-EN16931-R044', `line ${i + 1}`);
  }
  return problems;
}

function walk(node: UblNode | UblNode[], visit: (key: string, node: UblNode) => void) {
  if (typeof node === 'string' || Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@') || key === '#') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      visit(key, child);
      walk(child, visit);
    }
  }
}
