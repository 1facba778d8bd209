import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from './errors.ts';

/**
 * XML uploaded by staff (bank statements, POHODA files) is untrusted input
 * (docs/decisions/014-bank-statements-and-accounting.md §Parser). A DOCTYPE — and with it every
 * entity declaration, external entity or billion-laughs payload — is refused before any parser
 * sees the text; then fast-xml-parser validates (malformed XML → its line and column) and parses
 * with entity processing off, namespace prefixes dropped and every value kept as text.
 */

/** The largest XML file we accept. */
export const MAX_XML_BYTES = 5 * 1024 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
});

export type XmlNode = Record<string, unknown>;

/** Parses untrusted XML, or throws a 400 on `xml` (the body field that carries it) with the given codes. */
export function parseUntrustedXml(xml: string, codes: { malformed: string; doctype: string }): XmlNode {
  const refuse = (code: string, message: string) => new HttpError(400, [{ code, key: 'xml', message }]);
  if (Buffer.byteLength(xml, 'utf8') > MAX_XML_BYTES) throw refuse(codes.malformed, 'Súbor je väčší ako 5 MB.');
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) {
    throw refuse(codes.doctype, 'Súbor obsahuje DOCTYPE alebo definície entít; takýto súbor nenačítame.');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw refuse(codes.malformed, `Súbor nie je platné XML (riadok ${valid.err.line}, stĺpec ${valid.err.col}).`);
  }
  return parser.parse(xml) as XmlNode;
}

export const asArray = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
export const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null;

/** The text of an element (with or without attributes), trimmed; '' when absent. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'].trim();
  return '';
}

/** The first element down a path of names; undefined when any is missing. */
export function child(node: unknown, ...path: string[]): unknown {
  let here: unknown = node;
  for (const name of path) {
    if (!isNode(here)) return undefined;
    here = Array.isArray(here[name]) ? (here[name] as unknown[])[0] : here[name];
  }
  return here;
}
