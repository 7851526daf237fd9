import {
  getCompanyTermsRoute,
  issueOperatorActRoute,
  listOperatorActsRoute,
  positiveAmountProblem,
  reissueOperatorActRoute,
  setCompanyTermsRoute,
} from '@jetkiz/contract';
import { tengeToTiyn, tiynToTenge } from '@jetkiz/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, inEveryLanguage } from '../../errors.ts';
import type { AvrService } from './avr.service.ts';

/**
 * The console's acts (issue 18), transport only: every company's acts, issuing one company's act of a month now, and
 * a company's post-paid terms; a corrected act in place of a refused one. The staff guard and the audit line are `app.operatorRoute`'s.
 */
export const avrOperatorRoutes: FastifyPluginAsync<{ service: AvrService }> = async (app, { service }) => {
  app.operatorRoute(listOperatorActsRoute, (req) => service.operatorList(req.query, req.lang));

  app.operatorRoute(issueOperatorActRoute, async (req, _staff, audit) => {
    const issued = await service.issueOne(req.body.companyId, req.body.month, req.lang);
    if (!issued) throw new AppError('ACT_NOTHING_TO_ISSUE');
    audit.note({ targetType: 'act', targetId: issued.act.id, after: { ...issued.act, created: issued.created } });
    return issued.act;
  });

  app.operatorRoute(reissueOperatorActRoute, async (req, _staff, audit) => {
    const { act, before } = await service.reissue(req.params.id, req.body.reason, req.lang);
    audit.note({ targetType: 'act', targetId: req.params.id, before, after: act, reason: req.body.reason });
    return act;
  });

  app.operatorRoute(getCompanyTermsRoute, async (req) => {
    const { creditLimitTiyn, ...terms } = await service.companyTerms(req.params.companyId);
    return { ...terms, creditLimit: tiynToTenge(creditLimitTiyn) };
  });

  app.operatorRoute(setCompanyTermsRoute, async (req, _staff, audit) => {
    const limit = tengeToTiyn(req.body.creditLimit);
    if (!limit.ok)
      throw new AppError('VALIDATION', {
        fields: inEveryLanguage((l) => ({ creditLimit: positiveAmountProblem(limit, l) ?? '' })),
      });
    const before = await service.credit(req.params.companyId);
    await service.setCompanyTerms(req.params.companyId, { postPaid: req.body.postPaid, creditLimitTiyn: limit.value });
    const terms = { companyId: req.params.companyId, postPaid: req.body.postPaid, creditLimit: tiynToTenge(limit.value) };
    audit.note({
      targetType: 'company',
      targetId: req.params.companyId,
      before: before && { postPaid: before.postPaid, creditLimit: tiynToTenge(before.limitTiyn) },
      after: terms,
    });
    return terms;
  });
};
