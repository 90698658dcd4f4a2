import {
  getListBankAccessesQueryOptions,
  getListBankMergesQueryOptions,
} from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import {
  getGetTrailQueryOptions,
  getListBlogPostsQueryOptions,
  getListEducationalVideosQueryOptions,
  getListTrailsQueryOptions,
} from '@/api/gen/endpoints/educational/educational';
import { getListExpertsQueryOptions } from '@/api/gen/endpoints/experts/experts';
import { getListProductsQueryOptions } from '@/api/gen/endpoints/products/products';
import { itemsOf, payloadOf, readable } from './answer';

/** Reads of bank connections, learning content, experts and products. */

export const bankAccessesQuery = () =>
  readable(getListBankAccessesQueryOptions({ query: { select: itemsOf } }));

/** Imported rows that look like rows typed by hand, offered for merge (decision 483). */
export const bankMergesQuery = () => readable(getListBankMergesQueryOptions({ query: { select: itemsOf } }));

export const educationalVideosQuery = () =>
  readable(
    getListEducationalVideosQueryOptions({
      query: { select: (response) => payloadOf(response).contendVideo },
    }),
  );

export const blogPostsQuery = () => readable(getListBlogPostsQueryOptions({ query: { select: itemsOf } }));

export const trailsQuery = () => readable(getListTrailsQueryOptions({ query: { select: itemsOf } }));

export const trailQuery = (id: string) =>
  readable(getGetTrailQueryOptions(id, { query: { select: payloadOf } }));

export const expertsQuery = () => readable(getListExpertsQueryOptions({ query: { select: itemsOf } }));

export const productsQuery = () => readable(getListProductsQueryOptions({ query: { select: itemsOf } }));
