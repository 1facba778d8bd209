import * as A from './draw-access.ts';
import * as B from './draw-alarm.ts';
import * as C from './draw-cctv.ts';
import * as N from './draw-network.ts';
import { type Drawer, type Look, svgDocument } from './svg.ts';

/**
 * Product pictures drawn as SVG. Each product gets up to four: 1 the device in its usual colour,
 * 2 the colour alternative, 3 a turned view on a studio background, 4 the retail box.
 */
const DEVICES = {
  bullet: [C.bullet, '#f2f4f6', '#2e3238'],
  dome: [C.dome, '#f2f4f6', '#3a3f45'],
  turret: [C.turret, '#f2f4f6', '#2e3238'],
  ptz: [C.ptz, '#f2f4f6', '#33383e'],
  recorder: [C.recorder, '#2b2f36', '#dfe3e7'],
  hdd: [C.hdd, '#c0c6cc', '#c0c6cc'],
  monitor: [C.monitor, '#1d2025', '#3a3f46'],
  junction: [C.junctionBox, '#f2f4f6', '#2e3238'],
  bracket: [C.bracket, '#f2f4f6', '#2e3238'],
  connector: [C.connectorBag, '#eef3f7', '#eef3f7'],
  panel: [B.alarmPanel, '#e6e8eb', '#cfd5da'],
  keypad: [B.keypad(false), '#f4f5f7', '#2b2f36'],
  touchpad: [B.keypad(true), '#15181c', '#15181c'],
  remote: [B.remote, '#2b2f36', '#f2f2f2'],
  pir: [B.pir, '#f6f7f8', '#d9dde1'],
  contact: [B.magnetContact, '#f6f7f8', '#8d6e63'],
  glassbreak: [B.glassBreak, '#f6f7f8', '#dfe3e6'],
  siren: [B.siren, '#eef0f2', '#b71c1c'],
  module: [B.pcbModule, '#1f6f43', '#1f6f43'],
  smoke: [B.smokeDetector, '#f6f7f8', '#eceae4'],
  callpoint: [B.callPoint, '#c62828', '#c62828'],
  sounder: [B.sounder, '#d32f2f', '#f2f2f2'],
  firepanel: [B.firePanel, '#eceff1', '#eceff1'],
  doorstation: [A.doorStation, '#b8c0c8', '#2b2f36'],
  indoormonitor: [A.indoorMonitor, '#f4f5f7', '#1d2025'],
  handset: [A.handset, '#f4f5f7', '#2b2f36'],
  reader: [A.reader('rfid'), '#2b2f36', '#f2f4f6'],
  keypadreader: [A.reader('keypad'), '#2b2f36', '#eceff1'],
  finger: [A.reader('finger'), '#2b2f36', '#eceff1'],
  face: [A.reader('face'), '#1d2025', '#eceff1'],
  maglock: [A.magLock, '#c3c9cf', '#8a939c'],
  strike: [A.strike, '#c3c9cf', '#d4af37'],
  card: [A.card, '#ffffff', '#263238'],
  keyfob: [A.keyFob, '#1e88e5', '#e53935'],
  terminal: [A.terminal, '#2b2f36', '#eceff1'],
  exitbutton: [A.exitButton, '#c3c9cf', '#f2f4f6'],
  din: [A.dinModule, '#eceff1', '#dfe3e6'],
  switch: [N.networkSwitch(false), '#2f3439', '#dfe3e6'],
  patchpanel: [N.networkSwitch(true), '#1d2025', '#3a3f45'],
  reel: [N.cableReel, '#9e9e9e', '#f57c00'],
  cablebox: [N.cableBox, '#546e7a', '#1e88e5'],
  ap: [N.accessPoint, '#fafafa', '#e0e0e0'],
  antenna: [N.antenna, '#f2f4f6', '#dfe3e6'],
  rack: [N.rack, '#2a2d31', '#d9dde1'],
  ups: [N.ups, '#25282c', '#eceff1'],
  psu: [N.psu, '#c3c9cf', '#37474f'],
  book: [N.book, '#ffffff', '#ffffff'],
} satisfies Record<string, [Drawer, string, string]>;

export type DeviceKind = keyof typeof DEVICES;
export const DEVICE_KINDS = Object.keys(DEVICES) as DeviceKind[];

const BACKGROUNDS = [
  ['#ffffff', '#eef1f4'],
  ['#fbfbfb', '#e6eaee'],
  ['#e7edf3', '#c3cfdb'],
  ['#ffffff', '#f0f0ee'],
] as const;

export interface ImageInput {
  kind: DeviceKind;
  vendor: string;
  brand: string;
  code: string;
  note?: string;
  /** Overrides the default housing colour of the kind. */
  housing?: string;
}

/** The device alone (no background), for composing banners and blog pictures. */
export function drawDevice(input: ImageInput, alternative = false): string {
  const [draw, main, alt] = DEVICES[input.kind];
  const look: Look = {
    vendor: input.vendor,
    code: input.code,
    brand: input.brand,
    housing: alternative ? alt : (input.housing ?? main),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
  return draw(look);
}

/** Picture `variant` (0–3) of a product, 800 × 800. */
export function productSvg(input: ImageInput, variant: number): string {
  const [from, to] = BACKGROUNDS[variant % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  const bg = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let device: string;
  if (variant === 1) device = drawDevice(input, true);
  else if (variant === 2)
    device = `<g transform="rotate(-9 400 420) translate(20 10) scale(.94)">${drawDevice(input)}</g>`;
  else if (variant === 3) {
    const look: Look = { vendor: input.vendor, code: input.code, brand: input.brand, housing: '#fff' };
    device = N.packagingBox(look, drawDevice(input));
  } else device = drawDevice(input);
  return svgDocument(800, 800, `<rect width="800" height="800" fill="url(#bg)"/>${device}`, bg);
}
