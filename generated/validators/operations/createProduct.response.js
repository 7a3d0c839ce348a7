// DO NOT EDIT: generated from schemas/openapi.yaml (createProduct response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/product.schema.json"}},"$id":"https://schemas.vitrina.local/operations/createProduct.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Product","description":"A product in full (spec 3): prices in the site's main currency and a converted view, attributes, variants, bundle components, custom options, cross-sell, media, categories and tags in the request language.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"slug":{"$ref":"../common/slug.schema.json"},"name":{"type":"string","maxLength":200,"minLength":1},"title":{"type":"string","maxLength":200,"minLength":1},"type":{"type":"string","const":"product"},"format":{"$ref":"./product-format.schema.json"},"sku":{"type":"string","maxLength":64,"minLength":1},"image":{"anyOf":[{"$ref":"./product-media.schema.json"},{"type":"null"}]},"shortDescription":{"type":"string","maxLength":1000},"discount":{"type":"integer","minimum":0,"maximum":100,"description":"Percent off retailPrice, rounded to a whole number (spec 9)."},"basicPrice":{"type":"number","minimum":0,"maximum":100000000},"retailPrice":{"type":"number","minimum":0,"maximum":100000000},"finalPrice":{"type":"number","minimum":0,"maximum":100000000},"membershipPrice":{"anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]},"categoryPriority":{"type":"integer","minimum":0,"maximum":1000000},"isFeatured":{"type":"boolean"},"mainCategory":{"anyOf":[{"$ref":"./product-category-ref.schema.json"},{"type":"null"}]},"currency":{"$ref":"./currency.schema.json"},"convertedPrices":{"anyOf":[{"$ref":"./product-prices.schema.json"},{"type":"null"}]},"description":{"type":"string","maxLength":20000},"media":{"type":"array","maxItems":30,"items":{"$ref":"./product-media.schema.json"}},"bundles":{"type":"array","maxItems":50,"items":{"$ref":"./bundle-component.schema.json"}},"crossSellProducts":{"type":"array","maxItems":24,"items":{"$ref":"./product-list-item.schema.json"}},"associatedProducts":{"type":"array","maxItems":200,"items":{"$ref":"./product-variant.schema.json"}},"associatedProductsAttributes":{"type":"array","maxItems":10,"items":{"$ref":"./configurable-attribute.schema.json"}},"attributeSet":{"type":"object","properties":{"attributes":{"type":"array","maxItems":100,"items":{"$ref":"./attribute-set-entry.schema.json"}}},"required":["attributes"],"additionalProperties":false},"customOptions":{"type":"array","maxItems":20,"items":{"$ref":"./product-custom-option.schema.json"}},"categories":{"type":"array","maxItems":50,"items":{"$ref":"./product-category-ref.schema.json"}},"tags":{"type":"array","maxItems":50,"items":{"$ref":"./product-tag.schema.json"}},"isVisibleIndividually":{"type":"boolean"},"isInStock":{"type":"boolean"},"slugs":{"description":"The product's slug per language (language switch, hreflang).","type":"object","propertyNames":{"$ref":"../common/language-code.schema.json"},"additionalProperties":{"$ref":"../common/slug.schema.json"},"maxProperties":10}},"required":["id","slug","name","title","type","format","sku","image","shortDescription","discount","basicPrice","retailPrice","finalPrice","membershipPrice","categoryPriority","isFeatured","mainCategory","currency","convertedPrices","description","media","bundles","crossSellProducts","associatedProducts","associatedProductsAttributes","attributeSet","customOptions","categories","tags","isVisibleIndividually","isInStock","slugs"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Slug","description":"One URL segment: lower-case letters and digits joined by single hyphens.","type":"string","minLength":1,"maxLength":120,"pattern":"^[a-z0-9]+(?:-[a-z0-9]+)*$","$id":"https://schemas.vitrina.local/common/slug.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductFormat","description":"The four product formats of spec 3.","type":"string","enum":["Simple","Configurable","Bundle","EProduct"],"$id":"https://schemas.vitrina.local/entities/product-format.schema.json"};
const schema8 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};
const schema27 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductCustomOption","description":"A custom option as web/get serves it (spec 3 customOptions, 7): the stored option (custom-option.schema.json) with its title and value labels in the request language, and each value's surcharge also in the currency asked for, as the product's convertedPrices.","type":"object","properties":{"option_title":{"type":"string","maxLength":200,"minLength":1},"option_type":{"type":"string","enum":["text","number"]},"is_required":{"type":"boolean"},"max_characters":{"type":"integer","minimum":1,"maximum":1000},"custom_option_values":{"type":"array","maxItems":20,"items":{"type":"object","properties":{"sku":{"type":"string","maxLength":64,"minLength":1},"label":{"type":"string","maxLength":200,"minLength":1},"price":{"description":"The surcharge in the site's main currency.","type":"number","minimum":0,"maximum":100000000},"convertedPrice":{"description":"The surcharge in the currency of the product's convertedPrices, two decimals; null when no other currency was asked for.","anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]}},"required":["sku","label","price","convertedPrice"],"additionalProperties":false}}},"required":["option_title","option_type","is_required","max_characters","custom_option_values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-custom-option.schema.json"};
const schema30 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"LanguageCode","description":"Three-letter language code (ISO 639-2/B), e.g. hrv, eng, deu.","type":"string","minLength":3,"maxLength":3,"pattern":"^[a-z]{3}$","$id":"https://schemas.vitrina.local/common/language-code.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
const pattern9 = new RegExp("^[a-z]{3}$", "u");
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductMedia","description":"One picture of a product: a pipeline image (/images/catalog/<name>-960.jpg) or any media URL.","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-media.schema.json"};
const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const pattern1 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-media.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.src === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.alt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "src") || (key0 === "alt"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.src !== undefined){
let data0 = data.src;
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err3 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern1.test(data0)){
const err5 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.alt !== undefined){
let data1 = data.alt;
if(typeof data1 === "string"){
if(func1(data1) > 300){
const err7 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/alt",schemaPath:"#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema6 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductCategoryRef","description":"A category a product belongs to: id, name and slug in the request language.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","maxLength":200,"minLength":1},"slug":{"$ref":"../common/slug.schema.json"}},"required":["id","name","slug"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-category-ref.schema.json"};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-category-ref.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "name")) || (key0 === "slug"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func1(data2) > 120){
const err10 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductPrices","description":"The four prices of a product in one currency (spec 3), with two decimals.","type":"object","properties":{"currency":{"$ref":"./currency.schema.json"},"basicPrice":{"type":"number","minimum":0,"maximum":100000000},"retailPrice":{"type":"number","minimum":0,"maximum":100000000},"finalPrice":{"type":"number","minimum":0,"maximum":100000000},"membershipPrice":{"anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]}},"required":["currency","basicPrice","retailPrice","finalPrice","membershipPrice"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-prices.schema.json"};

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-prices.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate6.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.currency === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.basicPrice === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "basicPrice"},message:"must have required property '"+"basicPrice"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.retailPrice === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "retailPrice"},message:"must have required property '"+"retailPrice"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.finalPrice === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.membershipPrice === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "membershipPrice"},message:"must have required property '"+"membershipPrice"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "currency") || (key0 === "basicPrice")) || (key0 === "retailPrice")) || (key0 === "finalPrice")) || (key0 === "membershipPrice"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.currency !== undefined){
let data0 = data.currency;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id === undefined){
const err6 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.label === undefined){
const err7 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.symbol === undefined){
const err8 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err9 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.id !== undefined){
let data1 = data0.id;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data0.label !== undefined){
let data2 = data0.label;
if(typeof data2 === "string"){
if(func1(data2) > 10){
const err13 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.symbol !== undefined){
let data3 = data0.symbol;
if(typeof data3 === "string"){
if(func1(data3) > 10){
const err16 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data3) < 1){
const err17 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.basicPrice !== undefined){
let data4 = data.basicPrice;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.retailPrice !== undefined){
let data5 = data.retailPrice;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.finalPrice !== undefined){
let data6 = data.finalPrice;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100000000 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.membershipPrice !== undefined){
let data7 = data.membershipPrice;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs22 = errors;
if(data7 !== null){
const err32 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err33 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema11 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BundleComponent","description":"One product of a bundle with its quantity; a Configurable component needs a chosen variant (spec 4).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"type":"integer","minimum":1,"maximum":1000},"product":{"$ref":"./product-list-item.schema.json"}},"required":["id","qty","product"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/bundle-component.schema.json"};
const schema12 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductListItem","description":"A product in a list (spec 3 Product, the fields a grid needs). With select, only the selected fields and id are present; prices are in the site's main currency, convertedPrices in the requested one.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"slug":{"$ref":"../common/slug.schema.json"},"name":{"type":"string","maxLength":200,"minLength":1},"title":{"type":"string","maxLength":200,"minLength":1},"type":{"type":"string","const":"product"},"format":{"$ref":"./product-format.schema.json"},"sku":{"type":"string","maxLength":64,"minLength":1},"image":{"anyOf":[{"$ref":"./product-media.schema.json"},{"type":"null"}]},"shortDescription":{"type":"string","maxLength":1000},"discount":{"type":"integer","minimum":0,"maximum":100,"description":"Percent off retailPrice, rounded to a whole number (spec 9)."},"basicPrice":{"type":"number","minimum":0,"maximum":100000000},"retailPrice":{"type":"number","minimum":0,"maximum":100000000},"finalPrice":{"type":"number","minimum":0,"maximum":100000000},"membershipPrice":{"anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]},"categoryPriority":{"type":"integer","minimum":0,"maximum":1000000},"isFeatured":{"type":"boolean"},"mainCategory":{"anyOf":[{"$ref":"./product-category-ref.schema.json"},{"type":"null"}]},"currency":{"$ref":"./currency.schema.json"},"convertedPrices":{"anyOf":[{"$ref":"./product-prices.schema.json"},{"type":"null"}]}},"required":["id"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-list-item.schema.json"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-list-item.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate10.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema12.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.slug !== undefined){
let data1 = data.slug;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err5 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.type !== undefined){
let data4 = data.type;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("product" !== data4){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "product"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.format !== undefined){
let data5 = data.format;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/format",schemaPath:"./product-format.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((data5 === "Simple") || (data5 === "Configurable")) || (data5 === "Bundle")) || (data5 === "EProduct"))){
const err18 = {instancePath:instancePath+"/format",schemaPath:"./product-format.schema.json/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sku !== undefined){
let data6 = data.sku;
if(typeof data6 === "string"){
if(func1(data6) > 64){
const err19 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data6) < 1){
const err20 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.image !== undefined){
let data7 = data.image;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(!(validate2(data7, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs21 = errors;
if(data7 !== null){
const err22 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err23 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.shortDescription !== undefined){
let data8 = data.shortDescription;
if(typeof data8 === "string"){
if(func1(data8) > 1000){
const err24 = {instancePath:instancePath+"/shortDescription",schemaPath:"#/properties/shortDescription/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/shortDescription",schemaPath:"#/properties/shortDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.discount !== undefined){
let data9 = data.discount;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.basicPrice !== undefined){
let data10 = data.basicPrice;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000000 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.retailPrice !== undefined){
let data11 = data.retailPrice;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000 || isNaN(data11)){
const err32 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.finalPrice !== undefined){
let data12 = data.finalPrice;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000 || isNaN(data12)){
const err35 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.membershipPrice !== undefined){
let data13 = data.membershipPrice;
const _errs34 = errors;
let valid4 = false;
const _errs35 = errors;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 100000000 || isNaN(data13)){
const err38 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err39 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid4 = valid4 || _valid1;
const _errs37 = errors;
if(data13 !== null){
const err41 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err42 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.categoryPriority !== undefined){
let data14 = data.categoryPriority;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err43 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000000 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.isFeatured !== undefined){
if(typeof data.isFeatured !== "boolean"){
const err46 = {instancePath:instancePath+"/isFeatured",schemaPath:"#/properties/isFeatured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.mainCategory !== undefined){
let data16 = data.mainCategory;
const _errs44 = errors;
let valid5 = false;
const _errs45 = errors;
if(!(validate4(data16, {instancePath:instancePath+"/mainCategory",parentData:data,parentDataProperty:"mainCategory",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var _valid2 = _errs45 === errors;
valid5 = valid5 || _valid2;
const _errs46 = errors;
if(data16 !== null){
const err47 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err48 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data.currency !== undefined){
let data17 = data.currency;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.id === undefined){
const err49 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17.label === undefined){
const err50 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data17.symbol === undefined){
const err51 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key1 in data17){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err52 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data17.id !== undefined){
let data18 = data17.id;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err53 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 2147483647 || isNaN(data18)){
const err54 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err55 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data17.label !== undefined){
let data19 = data17.label;
if(typeof data19 === "string"){
if(func1(data19) > 10){
const err56 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func1(data19) < 1){
const err57 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data17.symbol !== undefined){
let data20 = data17.symbol;
if(typeof data20 === "string"){
if(func1(data20) > 10){
const err59 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func1(data20) < 1){
const err60 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.convertedPrices !== undefined){
let data21 = data.convertedPrices;
const _errs59 = errors;
let valid8 = false;
const _errs60 = errors;
if(!(validate6(data21, {instancePath:instancePath+"/convertedPrices",parentData:data,parentDataProperty:"convertedPrices",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var _valid3 = _errs60 === errors;
valid8 = valid8 || _valid3;
const _errs61 = errors;
if(data21 !== null){
const err63 = {instancePath:instancePath+"/convertedPrices",schemaPath:"#/properties/convertedPrices/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err64 = {instancePath:instancePath+"/convertedPrices",schemaPath:"#/properties/convertedPrices/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
validate10.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/bundle-component.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate9.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.qty === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.product === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "qty")) || (key0 === "product"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.qty !== undefined){
let data1 = data.qty;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.product !== undefined){
if(!(validate10(data.product, {instancePath:instancePath+"/product",parentData:data,parentDataProperty:"product",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate9.errors = vErrors;
return errors === 0;
}
validate9.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema16 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductVariant","description":"An associated product of a configurable (spec 3): a Simple or EProduct with its chosen attribute values (attribute code to value id).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"slug":{"$ref":"../common/slug.schema.json"},"sku":{"type":"string","maxLength":64,"minLength":1},"name":{"type":"string","maxLength":200,"minLength":1},"format":{"$ref":"./product-format.schema.json"},"image":{"anyOf":[{"$ref":"./product-media.schema.json"},{"type":"null"}]},"basicPrice":{"type":"number","minimum":0,"maximum":100000000},"retailPrice":{"type":"number","minimum":0,"maximum":100000000},"finalPrice":{"type":"number","minimum":0,"maximum":100000000},"membershipPrice":{"anyOf":[{"type":"number","minimum":0,"maximum":100000000},{"type":"null"}]},"discount":{"type":"integer","minimum":0,"maximum":100},"convertedPrices":{"description":"The variant's prices in the currency web/get was asked for (spec 3 converted view); null without one.","anyOf":[{"$ref":"./product-prices.schema.json"},{"type":"null"}]},"attributes":{"type":"object","maxProperties":20,"propertyNames":{"$ref":"../common/attribute-code.schema.json"},"additionalProperties":{"type":"integer","minimum":1,"maximum":2147483647}}},"required":["id","slug","sku","name","format","image","basicPrice","retailPrice","finalPrice","membershipPrice","discount","convertedPrices","attributes"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-variant.schema.json"};
const schema19 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeCode","description":"An attribute code: lower camelCase letters and digits (e.g. grapeVariety); also the key of its filter in URLs.","type":"string","minLength":1,"maxLength":50,"pattern":"^[a-z][A-Za-z0-9]*$","$id":"https://schemas.vitrina.local/common/attribute-code.schema.json"};
const pattern5 = new RegExp("^[a-z][A-Za-z0-9]*$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-variant.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate17.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sku === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.format === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.image === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.basicPrice === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "basicPrice"},message:"must have required property '"+"basicPrice"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.retailPrice === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "retailPrice"},message:"must have required property '"+"retailPrice"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.finalPrice === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.membershipPrice === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "membershipPrice"},message:"must have required property '"+"membershipPrice"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.discount === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "discount"},message:"must have required property '"+"discount"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.convertedPrices === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "convertedPrices"},message:"must have required property '"+"convertedPrices"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.attributes === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema16.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err16 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.slug !== undefined){
let data1 = data.slug;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err17 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data1) < 1){
const err18 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern0.test(data1)){
const err19 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.sku !== undefined){
let data2 = data.sku;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err21 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data2) < 1){
const err22 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err24 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data3) < 1){
const err25 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.format !== undefined){
let data4 = data.format;
if(typeof data4 !== "string"){
const err27 = {instancePath:instancePath+"/format",schemaPath:"./product-format.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((((data4 === "Simple") || (data4 === "Configurable")) || (data4 === "Bundle")) || (data4 === "EProduct"))){
const err28 = {instancePath:instancePath+"/format",schemaPath:"./product-format.schema.json/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.image !== undefined){
let data5 = data.image;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(!(validate2(data5, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
const _errs17 = errors;
if(data5 !== null){
const err29 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err30 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.basicPrice !== undefined){
let data6 = data.basicPrice;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100000000 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.retailPrice !== undefined){
let data7 = data.retailPrice;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.finalPrice !== undefined){
let data8 = data.finalPrice;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000000 || isNaN(data8)){
const err37 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.membershipPrice !== undefined){
let data9 = data.membershipPrice;
const _errs26 = errors;
let valid4 = false;
const _errs27 = errors;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100000000 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err41 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid4 = valid4 || _valid1;
const _errs29 = errors;
if(data9 !== null){
const err43 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err44 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.discount !== undefined){
let data10 = data.discount;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err45 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100 || isNaN(data10)){
const err46 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err47 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data.convertedPrices !== undefined){
let data11 = data.convertedPrices;
const _errs34 = errors;
let valid5 = false;
const _errs35 = errors;
if(!(validate6(data11, {instancePath:instancePath+"/convertedPrices",parentData:data,parentDataProperty:"convertedPrices",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var _valid2 = _errs35 === errors;
valid5 = valid5 || _valid2;
const _errs36 = errors;
if(data11 !== null){
const err48 = {instancePath:instancePath+"/convertedPrices",schemaPath:"#/properties/convertedPrices/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err49 = {instancePath:instancePath+"/convertedPrices",schemaPath:"#/properties/convertedPrices/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.attributes !== undefined){
let data12 = data.attributes;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(Object.keys(data12).length > 20){
const err50 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key1 in data12){
const _errs40 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 50){
const err51 = {instancePath:instancePath+"/attributes",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func1(key1) < 1){
const err52 = {instancePath:instancePath+"/attributes",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern5.test(key1)){
const err53 = {instancePath:instancePath+"/attributes",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/attributes",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid6 = _errs40 === errors;
if(!valid6){
const err55 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
for(const key2 in data12){
let data13 = data12[key2];
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err56 = {instancePath:instancePath+"/attributes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/attributes/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 2147483647 || isNaN(data13)){
const err57 = {instancePath:instancePath+"/attributes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/attributes/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err58 = {instancePath:instancePath+"/attributes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/attributes/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}
validate17.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema20 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConfigurableAttribute","description":"An attribute the variants of a configurable product differ by (spec 3 associatedProductsAttributes).","type":"object","properties":{"attributeID":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":200,"minLength":1},"inputType":{"$ref":"./attribute-input-type.schema.json"},"attributeCode":{"$ref":"../common/attribute-code.schema.json"},"customClass":{"type":"string","maxLength":100},"values":{"type":"array","maxItems":200,"items":{"$ref":"./attribute-value-option.schema.json"}}},"required":["attributeID","label","inputType","attributeCode","customClass","values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/configurable-attribute.schema.json"};
const schema21 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeInputType","description":"Attribute input types of spec 3.","type":"string","enum":["dropdown","numberField","multipleSelect","textSwatch","visualSwatch","yesNo","dateTime","date"],"$id":"https://schemas.vitrina.local/entities/attribute-input-type.schema.json"};
const schema23 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeValueOption","description":"One value of a configurable attribute (spec 3): id, value (its label), isMedia (a picture swatch), shopDefault, swatch (a colour #rrggbb, or a picture URL when isMedia).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"value":{"type":"string","maxLength":200,"minLength":1},"isMedia":{"type":"boolean"},"shopDefault":{"type":"boolean"},"swatch":{"anyOf":[{"type":"string","maxLength":500},{"type":"null"}]}},"required":["id","value","isMedia","shopDefault","swatch"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/attribute-value-option.schema.json"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/configurable-attribute.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.attributeID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeID"},message:"must have required property '"+"attributeID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.label === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.inputType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputType"},message:"must have required property '"+"inputType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.attributeCode === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeCode"},message:"must have required property '"+"attributeCode"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.customClass === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customClass"},message:"must have required property '"+"customClass"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.values === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "attributeID") || (key0 === "label")) || (key0 === "inputType")) || (key0 === "attributeCode")) || (key0 === "customClass")) || (key0 === "values"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.attributeID !== undefined){
let data0 = data.attributeID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.label !== undefined){
let data1 = data.label;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err10 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.inputType !== undefined){
let data2 = data.inputType;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((((((data2 === "dropdown") || (data2 === "numberField")) || (data2 === "multipleSelect")) || (data2 === "textSwatch")) || (data2 === "visualSwatch")) || (data2 === "yesNo")) || (data2 === "dateTime")) || (data2 === "date"))){
const err14 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/enum",keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.attributeCode !== undefined){
let data3 = data.attributeCode;
if(typeof data3 === "string"){
if(func1(data3) > 50){
const err15 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern5.test(data3)){
const err17 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.customClass !== undefined){
let data4 = data.customClass;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err19 = {instancePath:instancePath+"/customClass",schemaPath:"#/properties/customClass/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/customClass",schemaPath:"#/properties/customClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.values !== undefined){
let data5 = data.values;
if(Array.isArray(data5)){
if(data5.length > 200){
const err21 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.id === undefined){
const err22 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.value === undefined){
const err23 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.isMedia === undefined){
const err24 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "isMedia"},message:"must have required property '"+"isMedia"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.shopDefault === undefined){
const err25 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "shopDefault"},message:"must have required property '"+"shopDefault"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.swatch === undefined){
const err26 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/required",keyword:"required",params:{missingProperty: "swatch"},message:"must have required property '"+"swatch"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key1 in data6){
if(!(((((key1 === "id") || (key1 === "value")) || (key1 === "isMedia")) || (key1 === "shopDefault")) || (key1 === "swatch"))){
const err27 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.id !== undefined){
let data7 = data6.id;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/values/" + i0+"/id",schemaPath:"./attribute-value-option.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 2147483647 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/values/" + i0+"/id",schemaPath:"./attribute-value-option.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/values/" + i0+"/id",schemaPath:"./attribute-value-option.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data6.value !== undefined){
let data8 = data6.value;
if(typeof data8 === "string"){
if(func1(data8) > 200){
const err31 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./attribute-value-option.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func1(data8) < 1){
const err32 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./attribute-value-option.schema.json/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/values/" + i0+"/value",schemaPath:"./attribute-value-option.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.isMedia !== undefined){
if(typeof data6.isMedia !== "boolean"){
const err34 = {instancePath:instancePath+"/values/" + i0+"/isMedia",schemaPath:"./attribute-value-option.schema.json/properties/isMedia/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.shopDefault !== undefined){
if(typeof data6.shopDefault !== "boolean"){
const err35 = {instancePath:instancePath+"/values/" + i0+"/shopDefault",schemaPath:"./attribute-value-option.schema.json/properties/shopDefault/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data6.swatch !== undefined){
let data11 = data6.swatch;
const _errs29 = errors;
let valid7 = false;
const _errs30 = errors;
if(typeof data11 === "string"){
if(func1(data11) > 500){
const err36 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid7 = valid7 || _valid0;
const _errs32 = errors;
if(data11 !== null){
const err38 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err39 = {instancePath:instancePath+"/values/" + i0+"/swatch",schemaPath:"./attribute-value-option.schema.json/properties/swatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err40 = {instancePath:instancePath+"/values/" + i0,schemaPath:"./attribute-value-option.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema24 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AttributeSetEntry","description":"One attribute value of a product (spec 3 attributeSet.attributes: attributeCode, value.value), with its label and display text.","type":"object","properties":{"attributeID":{"type":"integer","minimum":1,"maximum":2147483647},"attributeCode":{"$ref":"../common/attribute-code.schema.json"},"label":{"type":"string","maxLength":200,"minLength":1},"inputType":{"$ref":"./attribute-input-type.schema.json"},"value":{"type":"object","properties":{"value":{"anyOf":[{"type":"number"},{"type":"string","maxLength":200},{"type":"array","maxItems":50,"items":{"type":"integer","minimum":1,"maximum":2147483647}}]},"label":{"type":"string","maxLength":1000},"swatch":{"anyOf":[{"type":"string","maxLength":500},{"type":"null"}]}},"required":["value","label","swatch"],"additionalProperties":false}},"required":["attributeID","attributeCode","label","inputType","value"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/attribute-set-entry.schema.json"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/attribute-set-entry.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.attributeID === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeID"},message:"must have required property '"+"attributeID"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.attributeCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeCode"},message:"must have required property '"+"attributeCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.label === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.inputType === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputType"},message:"must have required property '"+"inputType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.value === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "attributeID") || (key0 === "attributeCode")) || (key0 === "label")) || (key0 === "inputType")) || (key0 === "value"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.attributeID !== undefined){
let data0 = data.attributeID;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/attributeID",schemaPath:"#/properties/attributeID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.attributeCode !== undefined){
let data1 = data.attributeCode;
if(typeof data1 === "string"){
if(func1(data1) > 50){
const err9 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern5.test(data1)){
const err11 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/attributeCode",schemaPath:"../common/attribute-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.label !== undefined){
let data2 = data.label;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err13 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.inputType !== undefined){
let data3 = data.inputType;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((((((data3 === "dropdown") || (data3 === "numberField")) || (data3 === "multipleSelect")) || (data3 === "textSwatch")) || (data3 === "visualSwatch")) || (data3 === "yesNo")) || (data3 === "dateTime")) || (data3 === "date"))){
const err17 = {instancePath:instancePath+"/inputType",schemaPath:"./attribute-input-type.schema.json/enum",keyword:"enum",params:{allowedValues: schema21.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.value !== undefined){
let data4 = data.value;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.value === undefined){
const err18 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.label === undefined){
const err19 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4.swatch === undefined){
const err20 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/required",keyword:"required",params:{missingProperty: "swatch"},message:"must have required property '"+"swatch"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "value") || (key1 === "label")) || (key1 === "swatch"))){
const err21 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.value !== undefined){
let data5 = data4.value;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
const _errs19 = errors;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err23 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid4 = valid4 || _valid0;
const _errs21 = errors;
if(Array.isArray(data5)){
if(data5.length > 50){
const err25 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/2/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/value/value/" + i0,schemaPath:"#/properties/value/properties/value/anyOf/2/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/value/value/" + i0,schemaPath:"#/properties/value/properties/value/anyOf/2/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/value/value/" + i0,schemaPath:"#/properties/value/properties/value/anyOf/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err30 = {instancePath:instancePath+"/value/value",schemaPath:"#/properties/value/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data4.label !== undefined){
let data7 = data4.label;
if(typeof data7 === "string"){
if(func1(data7) > 1000){
const err31 = {instancePath:instancePath+"/value/label",schemaPath:"#/properties/value/properties/label/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/value/label",schemaPath:"#/properties/value/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.swatch !== undefined){
let data8 = data4.swatch;
const _errs28 = errors;
let valid7 = false;
const _errs29 = errors;
if(typeof data8 === "string"){
if(func1(data8) > 500){
const err33 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs29 === errors;
valid7 = valid7 || _valid1;
const _errs31 = errors;
if(data8 !== null){
const err35 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err36 = {instancePath:instancePath+"/value/swatch",schemaPath:"#/properties/value/properties/swatch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema28 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ProductTag","description":"A product tag: id, name and slug in the request language; totalProducts (visible products that carry it) in tag filter results.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"name":{"type":"string","maxLength":100,"minLength":1},"slug":{"$ref":"../common/slug.schema.json"},"totalProducts":{"type":"integer","minimum":0,"maximum":2147483647}},"required":["id","name","slug"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/product-tag.schema.json"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product-tag.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "slug")) || (key0 === "totalProducts"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func1(data2) > 120){
const err10 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.totalProducts !== undefined){
let data3 = data.totalProducts;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/totalProducts",schemaPath:"#/properties/totalProducts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/totalProducts",schemaPath:"#/properties/totalProducts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/totalProducts",schemaPath:"#/properties/totalProducts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/product.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.type === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.format === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sku === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.image === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.shortDescription === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortDescription"},message:"must have required property '"+"shortDescription"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.discount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "discount"},message:"must have required property '"+"discount"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.basicPrice === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "basicPrice"},message:"must have required property '"+"basicPrice"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.retailPrice === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "retailPrice"},message:"must have required property '"+"retailPrice"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.finalPrice === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.membershipPrice === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "membershipPrice"},message:"must have required property '"+"membershipPrice"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.categoryPriority === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categoryPriority"},message:"must have required property '"+"categoryPriority"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.isFeatured === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isFeatured"},message:"must have required property '"+"isFeatured"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.mainCategory === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mainCategory"},message:"must have required property '"+"mainCategory"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.currency === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.convertedPrices === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "convertedPrices"},message:"must have required property '"+"convertedPrices"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.description === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.media === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media"},message:"must have required property '"+"media"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.bundles === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bundles"},message:"must have required property '"+"bundles"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.crossSellProducts === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "crossSellProducts"},message:"must have required property '"+"crossSellProducts"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.associatedProducts === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "associatedProducts"},message:"must have required property '"+"associatedProducts"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.associatedProductsAttributes === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "associatedProductsAttributes"},message:"must have required property '"+"associatedProductsAttributes"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.attributeSet === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributeSet"},message:"must have required property '"+"attributeSet"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.customOptions === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customOptions"},message:"must have required property '"+"customOptions"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.categories === undefined){
const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categories"},message:"must have required property '"+"categories"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.tags === undefined){
const err28 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.isVisibleIndividually === undefined){
const err29 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isVisibleIndividually"},message:"must have required property '"+"isVisibleIndividually"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.isInStock === undefined){
const err30 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isInStock"},message:"must have required property '"+"isInStock"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.slugs === undefined){
const err31 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slugs"},message:"must have required property '"+"slugs"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err32 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err33 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err34 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err35 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.slug !== undefined){
let data1 = data.slug;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err36 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func1(data1) < 1){
const err37 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern0.test(data1)){
const err38 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/slug",schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err40 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data2) < 1){
const err41 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err43 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func1(data3) < 1){
const err44 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.type !== undefined){
let data4 = data.type;
if(typeof data4 !== "string"){
const err46 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("product" !== data4){
const err47 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "product"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.format !== undefined){
let data5 = data.format;
if(typeof data5 !== "string"){
const err48 = {instancePath:instancePath+"/format",schemaPath:"./product-format.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!((((data5 === "Simple") || (data5 === "Configurable")) || (data5 === "Bundle")) || (data5 === "EProduct"))){
const err49 = {instancePath:instancePath+"/format",schemaPath:"./product-format.schema.json/enum",keyword:"enum",params:{allowedValues: schema3.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.sku !== undefined){
let data6 = data.sku;
if(typeof data6 === "string"){
if(func1(data6) > 64){
const err50 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data6) < 1){
const err51 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/sku",schemaPath:"#/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.image !== undefined){
let data7 = data.image;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(!(validate2(data7, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs21 = errors;
if(data7 !== null){
const err53 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err54 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.shortDescription !== undefined){
let data8 = data.shortDescription;
if(typeof data8 === "string"){
if(func1(data8) > 1000){
const err55 = {instancePath:instancePath+"/shortDescription",schemaPath:"#/properties/shortDescription/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/shortDescription",schemaPath:"#/properties/shortDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.discount !== undefined){
let data9 = data.discount;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err57 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err58 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err59 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data.basicPrice !== undefined){
let data10 = data.basicPrice;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100000000 || isNaN(data10)){
const err60 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err61 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/basicPrice",schemaPath:"#/properties/basicPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.retailPrice !== undefined){
let data11 = data.retailPrice;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000000 || isNaN(data11)){
const err63 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err64 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/retailPrice",schemaPath:"#/properties/retailPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.finalPrice !== undefined){
let data12 = data.finalPrice;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000 || isNaN(data12)){
const err66 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err67 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/finalPrice",schemaPath:"#/properties/finalPrice/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.membershipPrice !== undefined){
let data13 = data.membershipPrice;
const _errs34 = errors;
let valid4 = false;
const _errs35 = errors;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 100000000 || isNaN(data13)){
const err69 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err70 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid4 = valid4 || _valid1;
const _errs37 = errors;
if(data13 !== null){
const err72 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err73 = {instancePath:instancePath+"/membershipPrice",schemaPath:"#/properties/membershipPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.categoryPriority !== undefined){
let data14 = data.categoryPriority;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err74 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000000 || isNaN(data14)){
const err75 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err76 = {instancePath:instancePath+"/categoryPriority",schemaPath:"#/properties/categoryPriority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data.isFeatured !== undefined){
if(typeof data.isFeatured !== "boolean"){
const err77 = {instancePath:instancePath+"/isFeatured",schemaPath:"#/properties/isFeatured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.mainCategory !== undefined){
let data16 = data.mainCategory;
const _errs44 = errors;
let valid5 = false;
const _errs45 = errors;
if(!(validate4(data16, {instancePath:instancePath+"/mainCategory",parentData:data,parentDataProperty:"mainCategory",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var _valid2 = _errs45 === errors;
valid5 = valid5 || _valid2;
const _errs46 = errors;
if(data16 !== null){
const err78 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err79 = {instancePath:instancePath+"/mainCategory",schemaPath:"#/properties/mainCategory/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data.currency !== undefined){
let data17 = data.currency;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.id === undefined){
const err80 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data17.label === undefined){
const err81 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data17.symbol === undefined){
const err82 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key1 in data17){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err83 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data17.id !== undefined){
let data18 = data17.id;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err84 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 2147483647 || isNaN(data18)){
const err85 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err86 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
if(data17.label !== undefined){
let data19 = data17.label;
if(typeof data19 === "string"){
if(func1(data19) > 10){
const err87 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func1(data19) < 1){
const err88 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data17.symbol !== undefined){
let data20 = data17.symbol;
if(typeof data20 === "string"){
if(func1(data20) > 10){
const err90 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func1(data20) < 1){
const err91 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.convertedPrices !== undefined){
let data21 = data.convertedPrices;
const _errs59 = errors;
let valid8 = false;
const _errs60 = errors;
if(!(validate6(data21, {instancePath:instancePath+"/convertedPrices",parentData:data,parentDataProperty:"convertedPrices",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var _valid3 = _errs60 === errors;
valid8 = valid8 || _valid3;
const _errs61 = errors;
if(data21 !== null){
const err94 = {instancePath:instancePath+"/convertedPrices",schemaPath:"#/properties/convertedPrices/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid3 = _errs61 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err95 = {instancePath:instancePath+"/convertedPrices",schemaPath:"#/properties/convertedPrices/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
if(data.description !== undefined){
let data22 = data.description;
if(typeof data22 === "string"){
if(func1(data22) > 20000){
const err96 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.media !== undefined){
let data23 = data.media;
if(Array.isArray(data23)){
if(data23.length > 30){
const err98 = {instancePath:instancePath+"/media",schemaPath:"#/properties/media/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
const len0 = data23.length;
for(let i0=0; i0<len0; i0++){
if(!(validate2(data23[i0], {instancePath:instancePath+"/media/" + i0,parentData:data23,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err99 = {instancePath:instancePath+"/media",schemaPath:"#/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.bundles !== undefined){
let data25 = data.bundles;
if(Array.isArray(data25)){
if(data25.length > 50){
const err100 = {instancePath:instancePath+"/bundles",schemaPath:"#/properties/bundles/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
const len1 = data25.length;
for(let i1=0; i1<len1; i1++){
if(!(validate9(data25[i1], {instancePath:instancePath+"/bundles/" + i1,parentData:data25,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
}
}
else {
const err101 = {instancePath:instancePath+"/bundles",schemaPath:"#/properties/bundles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.crossSellProducts !== undefined){
let data27 = data.crossSellProducts;
if(Array.isArray(data27)){
if(data27.length > 24){
const err102 = {instancePath:instancePath+"/crossSellProducts",schemaPath:"#/properties/crossSellProducts/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
const len2 = data27.length;
for(let i2=0; i2<len2; i2++){
if(!(validate10(data27[i2], {instancePath:instancePath+"/crossSellProducts/" + i2,parentData:data27,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
}
}
else {
const err103 = {instancePath:instancePath+"/crossSellProducts",schemaPath:"#/properties/crossSellProducts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.associatedProducts !== undefined){
let data29 = data.associatedProducts;
if(Array.isArray(data29)){
if(data29.length > 200){
const err104 = {instancePath:instancePath+"/associatedProducts",schemaPath:"#/properties/associatedProducts/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
const len3 = data29.length;
for(let i3=0; i3<len3; i3++){
if(!(validate17(data29[i3], {instancePath:instancePath+"/associatedProducts/" + i3,parentData:data29,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
}
else {
const err105 = {instancePath:instancePath+"/associatedProducts",schemaPath:"#/properties/associatedProducts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.associatedProductsAttributes !== undefined){
let data31 = data.associatedProductsAttributes;
if(Array.isArray(data31)){
if(data31.length > 10){
const err106 = {instancePath:instancePath+"/associatedProductsAttributes",schemaPath:"#/properties/associatedProductsAttributes/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
const len4 = data31.length;
for(let i4=0; i4<len4; i4++){
if(!(validate21(data31[i4], {instancePath:instancePath+"/associatedProductsAttributes/" + i4,parentData:data31,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err107 = {instancePath:instancePath+"/associatedProductsAttributes",schemaPath:"#/properties/associatedProductsAttributes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.attributeSet !== undefined){
let data33 = data.attributeSet;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.attributes === undefined){
const err108 = {instancePath:instancePath+"/attributeSet",schemaPath:"#/properties/attributeSet/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
for(const key2 in data33){
if(!(key2 === "attributes")){
const err109 = {instancePath:instancePath+"/attributeSet",schemaPath:"#/properties/attributeSet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data33.attributes !== undefined){
let data34 = data33.attributes;
if(Array.isArray(data34)){
if(data34.length > 100){
const err110 = {instancePath:instancePath+"/attributeSet/attributes",schemaPath:"#/properties/attributeSet/properties/attributes/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
const len5 = data34.length;
for(let i5=0; i5<len5; i5++){
if(!(validate23(data34[i5], {instancePath:instancePath+"/attributeSet/attributes/" + i5,parentData:data34,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err111 = {instancePath:instancePath+"/attributeSet/attributes",schemaPath:"#/properties/attributeSet/properties/attributes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
else {
const err112 = {instancePath:instancePath+"/attributeSet",schemaPath:"#/properties/attributeSet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.customOptions !== undefined){
let data36 = data.customOptions;
if(Array.isArray(data36)){
if(data36.length > 20){
const err113 = {instancePath:instancePath+"/customOptions",schemaPath:"#/properties/customOptions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
const len6 = data36.length;
for(let i6=0; i6<len6; i6++){
let data37 = data36[i6];
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.option_title === undefined){
const err114 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/required",keyword:"required",params:{missingProperty: "option_title"},message:"must have required property '"+"option_title"+"'"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data37.option_type === undefined){
const err115 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/required",keyword:"required",params:{missingProperty: "option_type"},message:"must have required property '"+"option_type"+"'"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data37.is_required === undefined){
const err116 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/required",keyword:"required",params:{missingProperty: "is_required"},message:"must have required property '"+"is_required"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data37.max_characters === undefined){
const err117 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/required",keyword:"required",params:{missingProperty: "max_characters"},message:"must have required property '"+"max_characters"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data37.custom_option_values === undefined){
const err118 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/required",keyword:"required",params:{missingProperty: "custom_option_values"},message:"must have required property '"+"custom_option_values"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
for(const key3 in data37){
if(!(((((key3 === "option_title") || (key3 === "option_type")) || (key3 === "is_required")) || (key3 === "max_characters")) || (key3 === "custom_option_values"))){
const err119 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data37.option_title !== undefined){
let data38 = data37.option_title;
if(typeof data38 === "string"){
if(func1(data38) > 200){
const err120 = {instancePath:instancePath+"/customOptions/" + i6+"/option_title",schemaPath:"./product-custom-option.schema.json/properties/option_title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(func1(data38) < 1){
const err121 = {instancePath:instancePath+"/customOptions/" + i6+"/option_title",schemaPath:"./product-custom-option.schema.json/properties/option_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/customOptions/" + i6+"/option_title",schemaPath:"./product-custom-option.schema.json/properties/option_title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data37.option_type !== undefined){
let data39 = data37.option_type;
if(typeof data39 !== "string"){
const err123 = {instancePath:instancePath+"/customOptions/" + i6+"/option_type",schemaPath:"./product-custom-option.schema.json/properties/option_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(!((data39 === "text") || (data39 === "number"))){
const err124 = {instancePath:instancePath+"/customOptions/" + i6+"/option_type",schemaPath:"./product-custom-option.schema.json/properties/option_type/enum",keyword:"enum",params:{allowedValues: schema27.properties.option_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data37.is_required !== undefined){
if(typeof data37.is_required !== "boolean"){
const err125 = {instancePath:instancePath+"/customOptions/" + i6+"/is_required",schemaPath:"./product-custom-option.schema.json/properties/is_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data37.max_characters !== undefined){
let data41 = data37.max_characters;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err126 = {instancePath:instancePath+"/customOptions/" + i6+"/max_characters",schemaPath:"./product-custom-option.schema.json/properties/max_characters/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 > 1000 || isNaN(data41)){
const err127 = {instancePath:instancePath+"/customOptions/" + i6+"/max_characters",schemaPath:"./product-custom-option.schema.json/properties/max_characters/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data41 < 1 || isNaN(data41)){
const err128 = {instancePath:instancePath+"/customOptions/" + i6+"/max_characters",schemaPath:"./product-custom-option.schema.json/properties/max_characters/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
if(data37.custom_option_values !== undefined){
let data42 = data37.custom_option_values;
if(Array.isArray(data42)){
if(data42.length > 20){
const err129 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
const len7 = data42.length;
for(let i7=0; i7<len7; i7++){
let data43 = data42[i7];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.sku === undefined){
const err130 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7,schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "sku"},message:"must have required property '"+"sku"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(data43.label === undefined){
const err131 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7,schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data43.price === undefined){
const err132 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7,schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data43.convertedPrice === undefined){
const err133 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7,schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/required",keyword:"required",params:{missingProperty: "convertedPrice"},message:"must have required property '"+"convertedPrice"+"'"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
for(const key4 in data43){
if(!((((key4 === "sku") || (key4 === "label")) || (key4 === "price")) || (key4 === "convertedPrice"))){
const err134 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7,schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data43.sku !== undefined){
let data44 = data43.sku;
if(typeof data44 === "string"){
if(func1(data44) > 64){
const err135 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/sku",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/sku/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(func1(data44) < 1){
const err136 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/sku",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/sku/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/sku",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/sku/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data43.label !== undefined){
let data45 = data43.label;
if(typeof data45 === "string"){
if(func1(data45) > 200){
const err138 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/label",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(func1(data45) < 1){
const err139 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/label",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/label",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data43.price !== undefined){
let data46 = data43.price;
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 > 100000000 || isNaN(data46)){
const err141 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/price",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data46 < 0 || isNaN(data46)){
const err142 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/price",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
else {
const err143 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/price",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data43.convertedPrice !== undefined){
let data47 = data43.convertedPrice;
const _errs112 = errors;
let valid29 = false;
const _errs113 = errors;
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 100000000 || isNaN(data47)){
const err144 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/convertedPrice",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/convertedPrice/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(data47 < 0 || isNaN(data47)){
const err145 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/convertedPrice",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/convertedPrice/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/convertedPrice",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/convertedPrice/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
var _valid4 = _errs113 === errors;
valid29 = valid29 || _valid4;
const _errs115 = errors;
if(data47 !== null){
const err147 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/convertedPrice",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/convertedPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid4 = _errs115 === errors;
valid29 = valid29 || _valid4;
if(!valid29){
const err148 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7+"/convertedPrice",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/properties/convertedPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err149 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values/" + i7,schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/customOptions/" + i6+"/custom_option_values",schemaPath:"./product-custom-option.schema.json/properties/custom_option_values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
else {
const err151 = {instancePath:instancePath+"/customOptions/" + i6,schemaPath:"./product-custom-option.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/customOptions",schemaPath:"#/properties/customOptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data.categories !== undefined){
let data48 = data.categories;
if(Array.isArray(data48)){
if(data48.length > 50){
const err153 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
const len8 = data48.length;
for(let i8=0; i8<len8; i8++){
if(!(validate4(data48[i8], {instancePath:instancePath+"/categories/" + i8,parentData:data48,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
}
}
else {
const err154 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data.tags !== undefined){
let data50 = data.tags;
if(Array.isArray(data50)){
if(data50.length > 50){
const err155 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
const len9 = data50.length;
for(let i9=0; i9<len9; i9++){
if(!(validate26(data50[i9], {instancePath:instancePath+"/tags/" + i9,parentData:data50,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err156 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data.isVisibleIndividually !== undefined){
if(typeof data.isVisibleIndividually !== "boolean"){
const err157 = {instancePath:instancePath+"/isVisibleIndividually",schemaPath:"#/properties/isVisibleIndividually/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data.isInStock !== undefined){
if(typeof data.isInStock !== "boolean"){
const err158 = {instancePath:instancePath+"/isInStock",schemaPath:"#/properties/isInStock/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data.slugs !== undefined){
let data54 = data.slugs;
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
if(Object.keys(data54).length > 10){
const err159 = {instancePath:instancePath+"/slugs",schemaPath:"#/properties/slugs/maxProperties",keyword:"maxProperties",params:{limit: 10},message:"must NOT have more than 10 properties"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
for(const key5 in data54){
const _errs129 = errors;
if(typeof key5 === "string"){
if(func1(key5) > 3){
const err160 = {instancePath:instancePath+"/slugs",schemaPath:"../common/language-code.schema.json/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters",propertyName:key5};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(func1(key5) < 3){
const err161 = {instancePath:instancePath+"/slugs",schemaPath:"../common/language-code.schema.json/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters",propertyName:key5};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(!pattern9.test(key5)){
const err162 = {instancePath:instancePath+"/slugs",schemaPath:"../common/language-code.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z]{3}$"},message:"must match pattern \""+"^[a-z]{3}$"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/slugs",schemaPath:"../common/language-code.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key5};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
var valid34 = _errs129 === errors;
if(!valid34){
const err164 = {instancePath:instancePath+"/slugs",schemaPath:"#/properties/slugs/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
for(const key6 in data54){
let data55 = data54[key6];
if(typeof data55 === "string"){
if(func1(data55) > 120){
const err165 = {instancePath:instancePath+"/slugs/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../common/slug.schema.json/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(func1(data55) < 1){
const err166 = {instancePath:instancePath+"/slugs/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../common/slug.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(!pattern0.test(data55)){
const err167 = {instancePath:instancePath+"/slugs/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../common/slug.schema.json/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/slugs/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"../common/slug.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath:instancePath+"/slugs",schemaPath:"#/properties/slugs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/createProduct.response.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate1(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

