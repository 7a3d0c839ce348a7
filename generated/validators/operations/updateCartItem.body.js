// DO NOT EDIT: generated from schemas/openapi.yaml (updateCartItem body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/cart-update-item.schema.json","$id":"https://schemas.vitrina.local/operations/updateCartItem.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartUpdateItemRequest","description":"spec 7 updateItem: a line's new quantity (and options).","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"currencyId":{"description":"The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).","type":"integer","minimum":1,"maximum":2147483647},"itemId":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"description":"spec 5: a whole number above 0.","type":"integer","minimum":1,"maximum":9999},"options":{"$ref":"../entities/cart-item-options.schema.json"}},"required":["cartId","protectCode","itemId","qty"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/cart-update-item.schema.json"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartItemOptions","description":"spec 3 cart item options: personalizations (custom options) and, for a bundle, the chosen product of each component (a variant for a configurable component) with its own personalizations; bundleOptions is null for any other product.","type":"object","properties":{"personalizations":{"$ref":"./personalizations.schema.json"},"bundleOptions":{"oneOf":[{"type":"null"},{"type":"array","maxItems":50,"items":{"title":"BundleOption","type":"object","properties":{"productId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"The bundle's component (as checkBundles lists it)."},"variantId":{"type":"integer","minimum":1,"maximum":2147483647,"description":"A configurable component's chosen variant (a Simple or EProduct product)."},"personalizations":{"$ref":"./personalizations.schema.json"}},"required":["productId"],"additionalProperties":false}}]}},"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/cart-item-options.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Personalizations","description":"spec 3 cart item options.personalizations: what the shopper typed for each custom option, keyed by the option value's sku.","type":"object","propertyNames":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9._-]+$"},"additionalProperties":{"type":"string","minLength":1,"maxLength":1000},"maxProperties":20,"$id":"https://schemas.vitrina.local/entities/personalizations.schema.json"};
const pattern1 = new RegExp("^[A-Za-z0-9._-]+$", "u");

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/cart-item-options.schema.json" */;
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
for(const key0 in data){
if(!((key0 === "personalizations") || (key0 === "bundleOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.personalizations !== undefined){
let data0 = data.personalizations;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 20){
const err1 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key1 in data0){
const _errs5 = errors;
if(typeof key1 === "string"){
if(func0(key1) > 64){
const err2 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func0(key1) < 1){
const err3 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern1.test(key1)){
const err4 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs5 === errors;
if(!valid2){
const err6 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key2 in data0){
let data1 = data0[key2];
if(typeof data1 === "string"){
if(func0(data1) > 1000){
const err7 = {instancePath:instancePath+"/personalizations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/personalizations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/personalizations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err10 = {instancePath:instancePath+"/personalizations",schemaPath:"./personalizations.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.bundleOptions !== undefined){
let data2 = data.bundleOptions;
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs14 = errors;
if(Array.isArray(data2)){
if(data2.length > 50){
const err12 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.productId === undefined){
const err13 = {instancePath:instancePath+"/bundleOptions/" + i0,schemaPath:"#/properties/bundleOptions/oneOf/1/items/required",keyword:"required",params:{missingProperty: "productId"},message:"must have required property '"+"productId"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key3 in data3){
if(!(((key3 === "productId") || (key3 === "variantId")) || (key3 === "personalizations"))){
const err14 = {instancePath:instancePath+"/bundleOptions/" + i0,schemaPath:"#/properties/bundleOptions/oneOf/1/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.productId !== undefined){
let data4 = data3.productId;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/bundleOptions/" + i0+"/productId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/productId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/bundleOptions/" + i0+"/productId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/productId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/bundleOptions/" + i0+"/productId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/productId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data3.variantId !== undefined){
let data5 = data3.variantId;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/bundleOptions/" + i0+"/variantId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/variantId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/bundleOptions/" + i0+"/variantId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/variantId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/bundleOptions/" + i0+"/variantId",schemaPath:"#/properties/bundleOptions/oneOf/1/items/properties/variantId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data3.personalizations !== undefined){
let data6 = data3.personalizations;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 20){
const err21 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key4 in data6){
const _errs26 = errors;
if(typeof key4 === "string"){
if(func0(key4) > 64){
const err22 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func0(key4) < 1){
const err23 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern1.test(key4)){
const err24 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._-]+$"+"\"",propertyName:key4};
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
const err25 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid9 = _errs26 === errors;
if(!valid9){
const err26 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
for(const key5 in data6){
let data7 = data6[key5];
if(typeof data7 === "string"){
if(func0(data7) > 1000){
const err27 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func0(data7) < 1){
const err28 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"./personalizations.schema.json/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/bundleOptions/" + i0+"/personalizations",schemaPath:"./personalizations.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err31 = {instancePath:instancePath+"/bundleOptions/" + i0,schemaPath:"#/properties/bundleOptions/oneOf/1/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err33 = {instancePath:instancePath+"/bundleOptions",schemaPath:"#/properties/bundleOptions/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
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
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/cart-update-item.schema.json" */;
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
if(data.cartId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cartId"},message:"must have required property '"+"cartId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protectCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "protectCode"},message:"must have required property '"+"protectCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.itemId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "itemId"},message:"must have required property '"+"itemId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.qty === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "cartId") || (key0 === "protectCode")) || (key0 === "currencyId")) || (key0 === "itemId")) || (key0 === "qty")) || (key0 === "options"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func0(data0) > 36){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func0(data0) < 36){
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.test(data0))){
const err7 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err8 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data1) < 32){
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
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
const err12 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.currencyId !== undefined){
let data2 = data.currencyId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err13 = {instancePath:instancePath+"/currencyId",schemaPath:"#/properties/currencyId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/currencyId",schemaPath:"#/properties/currencyId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/currencyId",schemaPath:"#/properties/currencyId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.itemId !== undefined){
let data3 = data.itemId;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err16 = {instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.qty !== undefined){
let data4 = data.qty;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9999 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.options !== undefined){
if(!(validate2(data.options, {instancePath:instancePath+"/options",parentData:data,parentDataProperty:"options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/updateCartItem.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

