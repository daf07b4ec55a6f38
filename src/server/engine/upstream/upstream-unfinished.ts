// What the upstream engine does not answer yet (issue 35, in progress): each answers 502 saying
// so, never a wrong answer. Each part leaves this file as it is built.

import { UpstreamError } from '../../errors.ts';
import type { ServerEngine } from '../types.ts';

const notYet = (what: string) => async (): Promise<never> => {
  throw new UpstreamError(`${what} is not answered in upstream mode yet`);
};

export function upstreamUnfinished(): Pick<
  ServerEngine,
  'dataApi' | 'metadataSchema' | 'attributeMap' | 'attributeLabels'
> {
  return {
    dataApi: {
      schema: notYet('The Data API schema'),
      execute: notYet('A GraphQL query'),
      restSchema: notYet('A REST schema'),
      holdings: notYet('A holdings list'),
      holdingsRecord: notYet('A holdings record'),
    },
    metadataSchema: notYet('The metadata schema'),
    attributeMap: notYet('The attribute map'),
    attributeLabels: notYet('The attribute labels'),
  };
}
