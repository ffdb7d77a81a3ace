import type { ReportReceipt } from '../../../../shared/contracts/moderation'
import { created, ok } from '../api/responses'

/** 201 for a new report, 200 for a repeat that changed nothing. */
export const reportAnswer = (receipt: ReportReceipt): Response =>
  receipt.created ? created(receipt) : ok(receipt)
