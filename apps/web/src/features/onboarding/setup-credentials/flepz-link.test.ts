import { describe, expect, it } from 'vitest';
import { flepzLinkOf } from './flepz-link.ts';

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const CAMILLE = {
  firstName: 'Hélène',
  lastName: 'Tremblay',
  email: 'helene@orbitradio.test',
  phoneNumber: '4165550123',
  zipCode: 'M5V 2T6',
};

describe('flepzLinkOf', () => {
  it('reads base64 and base64url JSON, accents included', () => {
    const encoded = base64(JSON.stringify(CAMILLE));
    expect(flepzLinkOf(encoded, 'ca')).toEqual({ kind: 'details', values: CAMILLE });
    const url = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(flepzLinkOf(url, 'ca')).toEqual({ kind: 'details', values: CAMILLE });
  });

  it('takes the legacy names of the phone and zip', () => {
    const { phoneNumber, zipCode, ...rest } = CAMILLE;
    const encoded = base64(JSON.stringify({ ...rest, phone: phoneNumber, zip: zipCode }));
    expect(flepzLinkOf(encoded, 'ca')).toEqual({ kind: 'details', values: CAMILLE });
  });

  it.each([
    ['empty', ''],
    ['not base64', '%%%'],
    ['base64 of no JSON', base64('hello')],
    ['JSON of no details', base64('[1,2]')],
    ['a field missing', base64(JSON.stringify({ ...CAMILLE, email: undefined }))],
    ['details the rules refuse', base64(JSON.stringify({ ...CAMILLE, zipCode: '78701' }))],
    ['bytes that are not UTF-8', btoa('\xff\xfe')],
    ['far too long', 'A'.repeat(4000)],
  ])('is unreadable when %s', (_, encoded) => {
    expect(flepzLinkOf(encoded, 'ca')).toEqual({ kind: 'unreadable' });
  });
});
