// DO NOT EDIT: generated from schemas/openapi.yaml (deleteShopCoupon response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/shop-coupon-record.schema.json"}},"$id":"https://schemas.vitrina.local/operations/deleteShopCoupon.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopCouponRecord","description":"A coupon as the back office sees it: its id, how many orders used it (read-only) and the values its form edits.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"usedCount":{"type":"integer","minimum":0,"maximum":2147483647},"values":{"$ref":"../requests/shop-coupon-save.schema.json"}},"required":["id","usedCount","values"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/shop-coupon-record.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopCouponSaveRequest","description":"A coupon as the back office creates or replaces it (issue 17): its code (compared upper-cased), percent (a whole 1-100) or a fixed amount in euros, the minimum items total in euros, the validity window, usage limits overall and per customer (empty: none), the products or categories it is limited to (both empty: every item) and whether it is active. How often it was used is the server's to count.","type":"object","properties":{"code":{"type":"string","pattern":"^[A-Za-z0-9_-]+$","minLength":1,"maxLength":40},"kind":{"type":"string","enum":["percent","fixed"]},"amount":{"$ref":"../common/money-input.schema.json"},"minItemsTotal":{"$ref":"../common/money-input.schema.json"},"validFrom":{"anyOf":[{"type":"string","format":"date-time","maxLength":40},{"type":"null"}]},"validTo":{"anyOf":[{"type":"string","format":"date-time","maxLength":40},{"type":"null"}]},"usageLimit":{"anyOf":[{"type":"integer","minimum":1,"maximum":100000000},{"type":"null"}]},"perCustomerLimit":{"anyOf":[{"type":"integer","minimum":1,"maximum":100000000},{"type":"null"}]},"productIds":{"type":"array","maxItems":1000,"uniqueItems":true,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"categoryIds":{"type":"array","maxItems":1000,"uniqueItems":true,"items":{"type":"integer","minimum":1,"maximum":2147483647}},"isActive":{"type":"boolean"}},"required":["code","kind","amount"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/shop-coupon-save.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MoneyInput","description":"An amount of the main currency as the back office types it: euros with at most two decimals, a point or a comma (4.50, 4,50, 12). The server parses the text into integer cents exactly; never a float.","type":"string","pattern":"^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$","minLength":1,"maxLength":12,"$id":"https://schemas.vitrina.local/common/money-input.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const pattern0 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const pattern1 = new RegExp("^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/shop-coupon-save.schema.json" */;
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
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.amount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema2.properties, key0))){
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
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(func1(data0) > 40){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data1 === "percent") || (data1 === "fixed"))){
const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema2.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if(typeof data2 === "string"){
if(func1(data2) > 12){
const err10 = {instancePath:instancePath+"/amount",schemaPath:"../common/money-input.schema.json/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/amount",schemaPath:"../common/money-input.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern1.test(data2)){
const err12 = {instancePath:instancePath+"/amount",schemaPath:"../common/money-input.schema.json/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"+"\""};
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
const err13 = {instancePath:instancePath+"/amount",schemaPath:"../common/money-input.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.minItemsTotal !== undefined){
let data3 = data.minItemsTotal;
if(typeof data3 === "string"){
if(func1(data3) > 12){
const err14 = {instancePath:instancePath+"/minItemsTotal",schemaPath:"../common/money-input.schema.json/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data3) < 1){
const err15 = {instancePath:instancePath+"/minItemsTotal",schemaPath:"../common/money-input.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern1.test(data3)){
const err16 = {instancePath:instancePath+"/minItemsTotal",schemaPath:"../common/money-input.schema.json/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,8})([.,][0-9]{1,2})?$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/minItemsTotal",schemaPath:"../common/money-input.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.validFrom !== undefined){
let data4 = data.validFrom;
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 === "string"){
if(func1(data4) > 40){
const err18 = {instancePath:instancePath+"/validFrom",schemaPath:"#/properties/validFrom/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.validate(data4))){
const err19 = {instancePath:instancePath+"/validFrom",schemaPath:"#/properties/validFrom/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err20 = {instancePath:instancePath+"/validFrom",schemaPath:"#/properties/validFrom/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(data4 !== null){
const err21 = {instancePath:instancePath+"/validFrom",schemaPath:"#/properties/validFrom/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err22 = {instancePath:instancePath+"/validFrom",schemaPath:"#/properties/validFrom/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.validTo !== undefined){
let data5 = data.validTo;
const _errs19 = errors;
let valid4 = false;
const _errs20 = errors;
if(typeof data5 === "string"){
if(func1(data5) > 40){
const err23 = {instancePath:instancePath+"/validTo",schemaPath:"#/properties/validTo/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0.validate(data5))){
const err24 = {instancePath:instancePath+"/validTo",schemaPath:"#/properties/validTo/anyOf/0/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err25 = {instancePath:instancePath+"/validTo",schemaPath:"#/properties/validTo/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
const _errs22 = errors;
if(data5 !== null){
const err26 = {instancePath:instancePath+"/validTo",schemaPath:"#/properties/validTo/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err27 = {instancePath:instancePath+"/validTo",schemaPath:"#/properties/validTo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
if(data.usageLimit !== undefined){
let data6 = data.usageLimit;
const _errs25 = errors;
let valid5 = false;
const _errs26 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err28 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100000000 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid2 = _errs26 === errors;
valid5 = valid5 || _valid2;
const _errs28 = errors;
if(data6 !== null){
const err31 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err32 = {instancePath:instancePath+"/usageLimit",schemaPath:"#/properties/usageLimit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.perCustomerLimit !== undefined){
let data7 = data.perCustomerLimit;
const _errs31 = errors;
let valid6 = false;
const _errs32 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err33 = {instancePath:instancePath+"/perCustomerLimit",schemaPath:"#/properties/perCustomerLimit/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/perCustomerLimit",schemaPath:"#/properties/perCustomerLimit/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/perCustomerLimit",schemaPath:"#/properties/perCustomerLimit/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
var _valid3 = _errs32 === errors;
valid6 = valid6 || _valid3;
const _errs34 = errors;
if(data7 !== null){
const err36 = {instancePath:instancePath+"/perCustomerLimit",schemaPath:"#/properties/perCustomerLimit/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs34 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err37 = {instancePath:instancePath+"/perCustomerLimit",schemaPath:"#/properties/perCustomerLimit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.productIds !== undefined){
let data8 = data.productIds;
if(Array.isArray(data8)){
if(data8.length > 1000){
const err38 = {instancePath:instancePath+"/productIds",schemaPath:"#/properties/productIds/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err39 = {instancePath:instancePath+"/productIds/" + i0,schemaPath:"#/properties/productIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2147483647 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/productIds/" + i0,schemaPath:"#/properties/productIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err41 = {instancePath:instancePath+"/productIds/" + i0,schemaPath:"#/properties/productIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
let i1 = data8.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data8[i1];
if(!(((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0))) && (isFinite(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err42 = {instancePath:instancePath+"/productIds",schemaPath:"#/properties/productIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err43 = {instancePath:instancePath+"/productIds",schemaPath:"#/properties/productIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.categoryIds !== undefined){
let data10 = data.categoryIds;
if(Array.isArray(data10)){
if(data10.length > 1000){
const err44 = {instancePath:instancePath+"/categoryIds",schemaPath:"#/properties/categoryIds/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data10.length;
for(let i2=0; i2<len1; i2++){
let data11 = data10[i2];
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err45 = {instancePath:instancePath+"/categoryIds/" + i2,schemaPath:"#/properties/categoryIds/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 2147483647 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/categoryIds/" + i2,schemaPath:"#/properties/categoryIds/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err47 = {instancePath:instancePath+"/categoryIds/" + i2,schemaPath:"#/properties/categoryIds/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
let i3 = data10.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data10[i3];
if(!(((typeof item1 == "number") && (!(item1 % 1) && !isNaN(item1))) && (isFinite(item1)))){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err48 = {instancePath:instancePath+"/categoryIds",schemaPath:"#/properties/categoryIds/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err49 = {instancePath:instancePath+"/categoryIds",schemaPath:"#/properties/categoryIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.isActive !== undefined){
if(typeof data.isActive !== "boolean"){
const err50 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/shop-coupon-record.schema.json" */;
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
if(data.usedCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usedCount"},message:"must have required property '"+"usedCount"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.values === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "usedCount")) || (key0 === "values"))){
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
if(data.usedCount !== undefined){
let data1 = data.usedCount;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/usedCount",schemaPath:"#/properties/usedCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/usedCount",schemaPath:"#/properties/usedCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/usedCount",schemaPath:"#/properties/usedCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.values !== undefined){
if(!(validate2(data.values, {instancePath:instancePath+"/values",parentData:data,parentDataProperty:"values",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
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
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/deleteShopCoupon.response.json" */;
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

