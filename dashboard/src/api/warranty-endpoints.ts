// Typed calls of docs/api.md "Warranties" (issue 27 item 2, decision 093).
// Answers are read through their route schemas (answers/warranties.ts, loaded with the first call).
import type { CreateClaimInput, IssueWarrantiesInput, TransferWarrantyInput } from '@wrapsmith/core/contract';
import type { ClaimStatus } from '@wrapsmith/core';
import type { KyInstance } from 'ky';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/warranties.ts');

export function warrantyEndpoints(http: KyInstance) {
  const one = (id: string) => `user/warranties/${encodeURIComponent(id)}`;
  const claim = (id: string) => `user/warranties/claims/${encodeURIComponent(id)}`;
  return {
    forBooking: (bookingId: string) => lazyAnswer(http.get('user/warranties', { searchParams: { bookingId } }), schemas, 'forBooking'),
    issue: (body: IssueWarrantiesInput) => lazyAnswer(http.post('user/warranties', { json: body }), schemas, 'issue'),
    get: (id: string) => lazyAnswer(http.get(one(id)), schemas, 'get'),
    transfer: (id: string, body: TransferWarrantyInput) => lazyAnswer(http.post(`${one(id)}/transfer`, { json: body }), schemas, 'transfer'),
    void: (id: string) => lazyAnswer(http.post(`${one(id)}/void`), schemas, 'void'),
    createClaim: (id: string, body: CreateClaimInput) => lazyAnswer(http.post(`${one(id)}/claims`, { json: body }), schemas, 'createClaim'),
    setClaimStatus: (claimId: string, status: ClaimStatus) => lazyAnswer(http.patch(claim(claimId), { json: { status } }), schemas, 'setClaimStatus'),
    addClaimPhoto: (claimId: string, file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return lazyAnswer(http.post(`${claim(claimId)}/photos`, { body: form }), schemas, 'addClaimPhoto');
    },
    /** Downloads through plain links with the session cookie. */
    certificateHref: (id: string) => `/api/v1/${one(id)}/certificate.pdf`,
    packetHref: (claimId: string) => `/api/v1/${claim(claimId)}/packet.zip`,
    settings: () => lazyAnswer(http.get('user/warranties/settings'), schemas, 'settings'),
    saveSettings: (workmanshipYears: number) => lazyAnswer(http.put('user/warranties/settings', { json: { workmanshipYears } }), schemas, 'saveSettings'),
    /** The verification page: no session, the public id is the key. */
    verify: (publicId: string) => lazyAnswer(http.get(`public/warranty/${encodeURIComponent(publicId)}`), schemas, 'verify'),
  };
}
