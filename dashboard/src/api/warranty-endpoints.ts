// Typed calls of docs/api.md "Warranties" (issue 27 item 2, decision 093).
import type {
  BookingWarrantiesDto,
  CreateClaimInput,
  IssueWarrantiesInput,
  PublicWarrantyDto,
  TransferWarrantyInput,
  WarrantyClaimDto,
  WarrantyDetailDto,
  WarrantyDto,
} from '@wrapsmith/core/contract';
import type { ClaimStatus } from '@wrapsmith/core';
import type { KyInstance } from 'ky';

export function warrantyEndpoints(http: KyInstance) {
  const one = (id: string) => `user/warranties/${encodeURIComponent(id)}`;
  const claim = (id: string) => `user/warranties/claims/${encodeURIComponent(id)}`;
  return {
    forBooking: (bookingId: string) => http.get('user/warranties', { searchParams: { bookingId } }).json<{ data: BookingWarrantiesDto }>(),
    issue: (body: IssueWarrantiesInput) => http.post('user/warranties', { json: body }).json<{ data: WarrantyDto[]; message: string }>(),
    get: (id: string) => http.get(one(id)).json<{ data: WarrantyDetailDto }>(),
    transfer: (id: string, body: TransferWarrantyInput) => http.post(`${one(id)}/transfer`, { json: body }).json<{ data: WarrantyDetailDto; message: string }>(),
    void: (id: string) => http.post(`${one(id)}/void`).json<{ data: WarrantyDetailDto; message: string }>(),
    createClaim: (id: string, body: CreateClaimInput) => http.post(`${one(id)}/claims`, { json: body }).json<{ data: WarrantyClaimDto; message: string }>(),
    setClaimStatus: (claimId: string, status: ClaimStatus) => http.patch(claim(claimId), { json: { status } }).json<{ data: WarrantyClaimDto; message: string }>(),
    addClaimPhoto: (claimId: string, file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return http.post(`${claim(claimId)}/photos`, { body: form }).json<{ data: WarrantyClaimDto }>();
    },
    /** Downloads through plain links with the session cookie. */
    certificateHref: (id: string) => `/api/v1/${one(id)}/certificate.pdf`,
    packetHref: (claimId: string) => `/api/v1/${claim(claimId)}/packet.zip`,
    settings: () => http.get('user/warranties/settings').json<{ data: { workmanshipYears: number } }>(),
    saveSettings: (workmanshipYears: number) => http.put('user/warranties/settings', { json: { workmanshipYears } }).json<{ data: { workmanshipYears: number }; message: string }>(),
    /** The verification page: no session, the public id is the key. */
    verify: (publicId: string) => http.get(`public/warranty/${encodeURIComponent(publicId)}`).json<{ data: PublicWarrantyDto }>(),
  };
}
