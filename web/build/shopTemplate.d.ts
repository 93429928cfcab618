// web/build/servedShop.config.ts's virtual module: the app build's shop document, in parts.
declare module "virtual:shop-template" {
  // An ambient module's declarations cannot import by a relative path: the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const template: import("./servedTemplate.ts").ShopTemplate;
  export default template;
}
