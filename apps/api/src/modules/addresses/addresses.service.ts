import { checkSavedAddress, type SavedAddress, type SavedAddressBody } from '@jetkiz/contract';
import { addressLine, type Lang } from '@jetkiz/domain';
import type { Db } from '../../db/client.ts';
import { AppError, inEveryLanguage } from '../../errors.ts';
import { actorOf } from '../../lib/access-token.ts';
import type { Auth } from '../identity/index.ts';
import type { ReferenceService } from '../reference/index.ts';
import { addressesRepository as repo, type SavedAddressRow } from './addresses.repository.ts';

type PageQuery = { page?: number | undefined; pageSize?: number | undefined };

/** A company's address book (spec §5 saved addresses); persons have none (the routes admit companies only). */
export const createAddressesService = (deps: { db: Db; reference: ReferenceService }) => {
  const { db, reference } = deps;

  const view = (row: SavedAddressRow, lang: Lang): SavedAddress => ({
    id: row.id,
    name: row.name,
    streetAbbrId: row.streetAbbrId,
    street: row.street,
    house: row.house,
    flat: row.flat,
    office: row.office,
    kato: row.kato,
    locality: reference.localityName(row.kato, lang),
    graph: row.graph,
    address: row.address,
  });

  const pageOf = async (auth: Auth, query: PageQuery & { name?: string | undefined; kato?: string | undefined }, lang: Lang) => {
    const page = query.page ?? 0;
    const size = query.pageSize ?? 10;
    const { rows, total } = await repo.page(
      db,
      auth.userId,
      query.name?.trim() || undefined,
      query.kato || undefined,
      page,
      size,
    );
    return { content: rows.map((r) => view(r, lang)), totalElements: total };
  };

  /** Spec §5: an address needs the object name, street type, street name, building and locality (contract's check). */
  const check = (body: SavedAddressBody, lang: Lang) => {
    const isLocality = (kato: string) => reference.isLocality(kato);
    const isStreetType = (id: number) => reference.listStreetTypes(lang).some((type) => type.id === id);
    if (Object.keys(checkSavedAddress(body, lang, isLocality, isStreetType)).length > 0)
      throw new AppError('VALIDATION', {
        fields: inEveryLanguage((l) => checkSavedAddress(body, l, isLocality, isStreetType)),
      });
  };

  return {
    async listAddresses(auth: Auth, query: PageQuery & { name?: string; kato?: string }, lang: Lang) {
      return pageOf(auth, query, lang);
    },

    async saveAddress(auth: Auth, body: SavedAddressBody, lang: Lang) {
      check(body, lang);
      const locality = reference.localityName(body.kato as string, 'ru');
      const street = (body.street as string).trim();
      const house = (body.house as string).trim();
      const row = await repo.save(db, auth.userId, body.id, {
        name: (body.name as string).trim(),
        streetAbbrId: body.streetAbbrId as number,
        street,
        house,
        flat: body.flat?.trim() || null,
        office: body.office?.trim() || null,
        kato: body.kato as string,
        graph: body.graph?.trim() || null,
        // The one line an order writes an address in (domain addressLine): with the street's type, flat and office.
        address:
          body.address?.trim() ||
          addressLine(
            {
              locality,
              streetType: reference.listStreetTypes('ru').find((type) => type.id === body.streetAbbrId)?.abbr,
              street,
              house,
              flat: body.flat,
              office: body.office,
            },
            'ru',
          ),
        ...actorOf(auth),
      });
      if (!row) throw new AppError('NOT_FOUND');
      return view(row, lang);
    },

    /** Deletes one and answers the page it was on. */
    async deleteAddress(auth: Auth, query: PageQuery & { id: number }, lang: Lang) {
      if (!(await repo.delete(db, auth.userId, query.id))) throw new AppError('NOT_FOUND');
      return pageOf(auth, { page: query.page, pageSize: query.pageSize }, lang);
    },
  };
};

export type AddressesService = ReturnType<typeof createAddressesService>;
