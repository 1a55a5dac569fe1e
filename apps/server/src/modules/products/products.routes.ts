import { productEndpoints, searchConditionEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as composition from './composition.service.ts';
import * as labels from './labels.service.ts';
import * as lookups from './lookups.service.ts';
import { mediaStoreOf, registerProductMediaRoutes } from './media.routes.ts';
import { deleteProductWithImages } from './media.service.ts';
import * as placement from './placement.service.ts';
import * as prices from './prices.service.ts';
import * as products from './products.service.ts';
import * as searchConditions from './search-conditions.service.ts';
import * as variants from './variants.service.ts';

const PDF = 'application/pdf';

export function registerProductRoutes(
  app: FastifyInstance,
  database: Database,
  config: Pick<Config, 'contextPath' | 'dataDir'>,
): void {
  const { contextPath } = config;
  const e = productEndpoints;
  app.register((scope) => registerProductMediaRoutes(scope, database, mediaStoreOf(config)));
  const sc = searchConditionEndpoints;
  addEndpoint(app, database, sc.list, 'products.read', (_, ctx) =>
    searchConditions.listSearchConditions(ctx),
  );
  addEndpoint(app, database, sc.create, 'products.read', ({ body }, ctx) =>
    searchConditions.createSearchCondition(ctx, body),
  );
  addEndpoint(app, database, sc.update, 'products.read', ({ params, body }, ctx) =>
    searchConditions.updateSearchCondition(ctx, params.conditionId, body),
  );
  addEndpoint(app, database, sc.remove, 'products.read', ({ params }, ctx) =>
    searchConditions.deleteSearchCondition(ctx, params.conditionId),
  );
  addEndpoint(app, database, e.quickSearch, 'products.read', ({ query }, ctx) =>
    lookups.quickSearch(ctx, contextPath, query),
  );
  addEndpoint(app, database, e.lookup, 'products.read', ({ query }, ctx) =>
    lookups.lookupProducts(ctx, contextPath, query),
  );
  addEndpoint(app, database, e.lookupServices, 'products.read', ({ query }, ctx) =>
    lookups.lookupProducts(ctx, contextPath, query, true),
  );
  addEndpoint(app, database, e.lookupProductGroups, 'products.read', ({ query }, ctx) =>
    lookups.lookupGroups(ctx, 'PRODUCT', query),
  );
  addEndpoint(app, database, e.lookupServiceGroups, 'products.read', ({ query }, ctx) =>
    lookups.lookupGroups(ctx, 'SERVICE', query),
  );
  addEndpoint(app, database, e.lookupCatalogues, 'products.read', ({ query }, ctx) =>
    lookups.lookupCatalogues(ctx, query),
  );
  addEndpoint(app, database, e.lookupAliases, 'products.read', ({ query }, ctx) =>
    lookups.lookupAliases(ctx, query),
  );
  addEndpoint(app, database, e.search, 'products.read', ({ body }, ctx) =>
    lookups.searchProducts(ctx, body),
  );

  addEndpoint(app, database, e.create, 'products.write', ({ body }, ctx) =>
    products.createProduct(ctx, contextPath, body),
  );
  addEndpoint(app, database, e.get, 'products.read', ({ params }, ctx) =>
    products.getProduct(ctx, contextPath, params.productId),
  );
  addEndpoint(app, database, e.update, 'products.write', ({ params, body }, ctx) =>
    products.updateProduct(ctx, contextPath, params.productId, body),
  );
  addEndpoint(app, database, e.remove, 'products.write', ({ params, query }, ctx) =>
    deleteProductWithImages(ctx, mediaStoreOf(config), params.productId, query.version),
  );
  addEndpoint(app, database, e.tabs, 'products.read', ({ params }, ctx) =>
    products.getTabs(ctx, params.productId),
  );
  addEndpoint(app, database, e.vatRate, 'products.read', ({ params }, ctx) =>
    products.getVatRate(ctx, params.productId),
  );
  addEndpoint(app, database, e.multilingualData, 'products.read', ({ params }, ctx) =>
    products.getMultilingualData(ctx, params.productId),
  );
  addEndpoint(app, database, e.saveMultilingualData, 'products.write', ({ params, body }, ctx) =>
    products.saveMultilingualData(ctx, params.productId, body),
  );

  addEndpoint(app, database, e.prices, 'products.read', ({ params }, ctx) =>
    prices.listPrices(ctx, params.productId),
  );
  addEndpoint(app, database, e.addPrice, 'products.write', ({ params, body }, ctx) =>
    prices.addPrice(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.removePrice, 'products.write', ({ params }, ctx) =>
    prices.removePrice(ctx, params.productId, params.priceId),
  );
  addEndpoint(app, database, e.unitPrice, 'products.read', ({ params, query }, ctx) =>
    prices.getUnitPrice(ctx, params.productId, query),
  );
  addEndpoint(app, database, e.suppliers, 'partners.read', ({ params }, ctx) =>
    prices.listSupplierInfos(ctx, params.productId),
  );
  addEndpoint(app, database, e.addSupplier, 'products.write', ({ params, body }, ctx) =>
    prices.addSupplierInfo(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.removeSupplier, 'products.write', ({ params }, ctx) =>
    prices.removeSupplierInfo(ctx, params.productId, params.supplierInfoId),
  );
  addEndpoint(app, database, e.supplierInfo, 'partners.read', ({ params, query }, ctx) =>
    prices.getSupplierInfo(ctx, params.productId, query),
  );

  addEndpoint(app, database, e.substitutions, 'products.read', ({ body }, ctx) =>
    placement.listSubstitutions(ctx, contextPath, body.productIds),
  );
  addEndpoint(app, database, e.setSubstitutes, 'products.write', ({ params, body }, ctx) =>
    placement.setSubstitutes(ctx, contextPath, params.productId, body.substituteIds),
  );
  addEndpoint(app, database, e.storages, 'products.read', ({ params }, ctx) =>
    placement.listProductStorages(ctx, params.productId),
  );
  addEndpoint(app, database, e.addDefaultStorage, 'products.write', ({ body }, ctx) =>
    placement.addStorage(ctx, 'DEFAULT', body),
  );
  addEndpoint(app, database, e.deleteDefaultStorage, 'products.write', ({ params }, ctx) =>
    placement.deleteDefaultStorage(ctx, params.id),
  );
  addEndpoint(app, database, e.addBufferStorage, 'products.write', ({ body }, ctx) =>
    placement.addStorage(ctx, 'BUFFER', body),
  );
  addEndpoint(app, database, e.removeBufferStorages, 'products.write', ({ body }, ctx) =>
    placement.removeBufferStorages(ctx, body),
  );
  addEndpoint(app, database, e.composition, 'products.read', ({ params }, ctx) =>
    composition.listComponents(ctx, params.productId),
  );
  addEndpoint(app, database, e.saveComposition, 'products.write', ({ params, body }, ctx) =>
    composition.saveComposition(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.packages, 'products.read', ({ params }, ctx) =>
    composition.listPackages(ctx, params.productId),
  );
  addEndpoint(app, database, e.savePackages, 'products.write', ({ params, body }, ctx) =>
    composition.savePackages(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.events, 'products.read', ({ params, query }, ctx) =>
    composition.listEvents(ctx, params.productId, query.limit),
  );
  addEndpoint(app, database, e.vignette, 'products.read', ({ params }, ctx) =>
    labels.getLabel(ctx, params.productId),
  );
  addEndpoint(app, database, e.saveVignette, 'products.write', ({ params, body }, ctx) =>
    labels.saveLabel(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.vignettePreview, 'products.read', async ({ params, reply }, ctx) => {
    const pdf = await labels.previewLabel(ctx, params.productId);
    reply
      .type(PDF)
      .header('content-disposition', 'inline; filename="cimke.pdf"')
      .header('cache-control', 'private, no-store');
    return pdf;
  });
  addEndpoint(
    app,
    database,
    e.printLabels,
    'products.write',
    async ({ params, body, reply }, ctx) => {
      const pdf = await labels.printLabels(ctx, params.productId, body.quantity);
      reply
        .type(PDF)
        .header('content-disposition', 'inline; filename="cimkek.pdf"')
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );
  addEndpoint(app, database, e.containers, 'products.read', ({ params }, ctx) =>
    labels.listContainers(ctx, params.productId),
  );
  addEndpoint(app, database, e.saveContainers, 'products.write', ({ params, body }, ctx) =>
    labels.saveContainers(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.variants, 'products.read', ({ params }, ctx) =>
    variants.getVariants(ctx, params.productId),
  );
  addEndpoint(app, database, e.saveVariants, 'products.write', ({ params, body }, ctx) =>
    variants.saveVariants(ctx, params.productId, body),
  );
  addEndpoint(app, database, e.lookupVariationGroups, 'products.read', ({ query }, ctx) =>
    variants.lookupVariationGroups(ctx, query),
  );
  addEndpoint(app, database, e.createVariationGroup, 'products.write', ({ body }, ctx) =>
    variants.createVariationGroup(ctx, body),
  );
  addEndpoint(app, database, e.variationGroupProducts, 'products.read', ({ params }, ctx) =>
    variants.listGroupProducts(ctx, params.groupId),
  );
  addEndpoint(app, database, e.stock, 'products.read', ({ params }, ctx) =>
    placement.listStock(ctx, params.productId),
  );
}
