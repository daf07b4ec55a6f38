// What the upstream engine does not answer yet (issue 35, in progress): each answers 502 saying
// so, never a wrong answer. Each part leaves this file as it is built.

import { UpstreamError } from '../../errors.ts';
import type { ServerEngine } from '../types.ts';

const notYet = (what: string) => async (): Promise<never> => {
  throw new UpstreamError(`${what} is not answered in upstream mode yet`);
};

export function upstreamUnfinished(): Pick<ServerEngine, 'files' | 'uploads' | 'reports'> {
  return {
    files: {
      entry: notYet('An entry file'),
      component: notYet('A component file'),
      hasAssembly: notYet('An assembly'),
      entryFile: notYet('An entry file'),
      componentFile: notYet('A component file'),
      entryImage: notYet('An image'),
      componentImage: notYet('An image'),
    },
    uploads: { convert: notYet('An upload'), warm: async () => undefined },
    reports: {
      answer: notYet('A report'),
      download: notYet('A report file'),
      downloadIds: notYet('A download'),
      customMenu: notYet('The custom report menu'),
      attributes: notYet('A report'),
      graphqlQuery: notYet('A report query'),
    },
  };
}
