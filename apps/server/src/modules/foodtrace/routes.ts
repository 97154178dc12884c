import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCheckoutRoutes } from './checkout/checkout.routes.ts';
import { registerCodeRoutes } from './codes/codes.routes.ts';
import { registerDigitalLinkRoutes } from './codes/digital-link.routes.ts';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { registerFormulaRoutes } from './formula/formula.routes.ts';
import { registerLotHoldRoutes } from './lots/lot-hold.routes.ts';
import { registerLotRoutes } from './lots/lot.routes.ts';
import { registerOfficeCertRoutes } from './office/office-cert.routes.ts';
import { registerSafetyCheckRoutes } from './safety/safety-check.routes.ts';
import { registerStaffHealthRoutes } from './staff/staff-health.routes.ts';
import { registerStaffTrainingRoutes } from './staff/staff-training.routes.ts';
import { registerProcessRoutes } from './process/process.routes.ts';
import { registerPublicRoutes } from './public/public.routes.ts';
import { registerRecallRoutes } from './recall/recall.routes.ts';
import { registerShipmentRoutes } from './shipment/shipment.routes.ts';
import { registerTechnologyRoutes } from './technology/technology.routes.ts';
import { registerTraceRoutes } from './trace/trace.routes.ts';
import { registerTransitRoutes } from './transit/transit.routes.ts';

/** The module's own routes (docs/foodtrace-api.md); the generic resource routes come from contracts. */
export function registerFoodtraceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerLotRoutes(app, ctx);
  registerLotHoldRoutes(app, ctx);
  registerTechnologyRoutes(app, ctx);
  registerProcessRoutes(app, ctx);
  registerFormulaRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerShipmentRoutes(app, ctx);
  registerTransitRoutes(app, ctx);
  registerOfficeCertRoutes(app, ctx);
  registerStaffHealthRoutes(app, ctx);
  registerStaffTrainingRoutes(app, ctx);
  registerSafetyCheckRoutes(app, ctx);
  registerRecallRoutes(app, ctx);
  registerCodeRoutes(app, ctx);
  registerDigitalLinkRoutes(app, ctx);
  registerTraceRoutes(app, ctx);
  registerPublicRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
}
