// DO NOT EDIT: generated from schemas/requests/cart-guest-user.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CartGuestUserRequest","description":"spec 7 updateGuestUser: the guest's e-mail, or addresses, details and company.","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"currencyId":{"description":"The shopper's currency: the answer's prices get its converted view (an allowed currency other than the main one).","type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"details":{"type":"object","properties":{"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true}},"required":["firstName","lastName"],"additionalProperties":false},"company":{"oneOf":[{"type":"null"},{"type":"object","properties":{"name":{"type":"string","maxLength":200,"minLength":1},"oib":{"type":"string","minLength":11,"maxLength":11,"oib":true}},"required":["name","oib"],"additionalProperties":false}]},"addresses":{"type":"array","minItems":1,"maxItems":2,"items":{"$ref":"../forms/address.schema.json"}},"instructions":{"type":"string","maxLength":2000}},"required":["cartId","protectCode"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/cart-guest-user.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AddressForm","description":"A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":"string","maxLength":75},"isCompany":{"description":"A company customer: companyName and companyOIB are then required (spec 5).","type":"boolean"},"companyName":{"type":"string","minLength":1,"maxLength":200},"companyOIB":{"description":"Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.","type":"string","minLength":1,"maxLength":11,"oib":true}},"required":["type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode"],"additionalProperties":false,"if":{"properties":{"isCompany":{"const":true}},"required":["isCompany"]},"then":{"properties":{"companyName":true,"companyOIB":true},"required":["companyName","companyOIB"]},"$id":"https://schemas.vitrina.local/forms/address.schema.json"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const func0 = __cjs(__m0).default;
const func14 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
const pattern1 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern2 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern3 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern4 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern5 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern6 = new RegExp("^[A-Z]{2}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/cart-guest-user.schema.json" */;
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
for(const key0 in data){
if(!((((((((key0 === "cartId") || (key0 === "protectCode")) || (key0 === "currencyId")) || (key0 === "email")) || (key0 === "details")) || (key0 === "company")) || (key0 === "addresses")) || (key0 === "instructions"))){
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
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func0(data0) > 36){
const err3 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 36){
const err4 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"#/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func0(data1) > 32){
const err7 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 32){
const err8 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"#/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.currencyId !== undefined){
let data2 = data.currencyId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/currencyId",schemaPath:"#/properties/currencyId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/currencyId",schemaPath:"#/properties/currencyId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/currencyId",schemaPath:"#/properties/currencyId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(func0(data3) > 254){
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data3) < 1){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats2.test(data3))){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.details !== undefined){
let data4 = data.details;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.firstName === undefined){
const err18 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.lastName === undefined){
const err19 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "firstName") || (key1 === "lastName"))){
const err20 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.firstName !== undefined){
let data5 = data4.firstName;
if(typeof data5 === "string"){
if(func0(data5) > 100){
const err21 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data5) < 1){
const err22 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern1.test(data5)){
const err23 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err24 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.lastName !== undefined){
let data6 = data4.lastName;
if(typeof data6 === "string"){
if(func0(data6) > 100){
const err25 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func0(data6) < 1){
const err26 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern2.test(data6)){
const err27 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err28 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err29 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.company !== undefined){
let data7 = data.company;
const _errs18 = errors;
let valid2 = false;
let passing0 = null;
const _errs19 = errors;
if(data7 !== null){
const err30 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs21 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.name === undefined){
const err31 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data7.oib === undefined){
const err32 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/required",keyword:"required",params:{missingProperty: "oib"},message:"must have required property '"+"oib"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "name") || (key2 === "oib"))){
const err33 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 === "string"){
if(func0(data8) > 200){
const err34 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/oneOf/1/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func0(data8) < 1){
const err35 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/oneOf/1/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err36 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.oib !== undefined){
let data9 = data7.oib;
if(typeof data9 === "string"){
if(func0(data9) > 11){
const err37 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func0(data9) < 11){
const err38 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
let oibValid0 = /^[0-9]{11}$/.test(data9);
if(oibValid0){
let oibSum0 = 10;
for(let oibI0=0; oibI0<10; oibI0++){
oibSum0 = (oibSum0 + Number(data9[oibI0])) % 10;
oibSum0 = ((oibSum0 === 0 ? 10 : oibSum0) * 2) % 11;
}
oibValid0 = (11 - oibSum0) % 10 === Number(data9[10]);
}
if(!oibValid0){
const err39 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
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
const err40 = {instancePath:instancePath+"/company/oib",schemaPath:"#/properties/company/oneOf/1/properties/oib/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err42 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.addresses !== undefined){
let data10 = data.addresses;
if(Array.isArray(data10)){
if(data10.length > 2){
const err43 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data10.length < 1){
const err44 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs33 = errors;
let valid7 = true;
const _errs34 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing0;
if((data11.isCompany === undefined) && (missing0 = "isCompany")){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
if(data11.isCompany !== undefined){
if(true !== data11.isCompany){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
var _valid1 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs36 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.companyName === undefined){
const err47 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data11.companyOIB === undefined){
const err48 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid1 = _errs36 === errors;
valid7 = _valid1;
if(valid7){
var props1 = {};
props1.companyName = true;
props1.companyOIB = true;
props1.isCompany = true;
}
}
if(!valid7){
const err49 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.type === undefined){
const err50 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data11.firstName === undefined){
const err51 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data11.lastName === undefined){
const err52 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data11.contactEmail === undefined){
const err53 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data11.contactPhone === undefined){
const err54 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data11.country === undefined){
const err55 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data11.city === undefined){
const err56 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data11.street === undefined){
const err57 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data11.houseNumber === undefined){
const err58 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data11.zipCode === undefined){
const err59 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key3 in data11){
if(!(func14.call(schema1.properties, key3))){
const err60 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data11.type !== undefined){
let data13 = data11.type;
if(typeof data13 !== "string"){
const err61 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"../forms/address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data13 === "Main") || (data13 === "Shipping"))){
const err62 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"../forms/address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data11.firstName !== undefined){
let data14 = data11.firstName;
if(typeof data14 === "string"){
if(func0(data14) > 100){
const err63 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(func0(data14) < 1){
const err64 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!pattern3.test(data14)){
const err65 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data11.lastName !== undefined){
let data15 = data11.lastName;
if(typeof data15 === "string"){
if(func0(data15) > 100){
const err67 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(func0(data15) < 1){
const err68 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!pattern4.test(data15)){
const err69 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data11.contactEmail !== undefined){
let data16 = data11.contactEmail;
if(typeof data16 === "string"){
if(func0(data16) > 254){
const err71 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(func0(data16) < 1){
const err72 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!(formats2.test(data16))){
const err73 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data11.contactPhone !== undefined){
let data17 = data11.contactPhone;
if(typeof data17 === "string"){
if(func0(data17) > 30){
const err75 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(func0(data17) < 1){
const err76 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!pattern5.test(data17)){
const err77 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data11.country !== undefined){
let data18 = data11.country;
if(typeof data18 === "string"){
if(func0(data18) > 75){
const err79 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(func0(data18) < 1){
const err80 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(!pattern6.test(data18)){
const err81 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data11.city !== undefined){
let data19 = data11.city;
if(typeof data19 === "string"){
if(func0(data19) > 75){
const err83 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(func0(data19) < 1){
const err84 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data11.street !== undefined){
let data20 = data11.street;
if(typeof data20 === "string"){
if(func0(data20) > 75){
const err86 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func0(data20) < 1){
const err87 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data11.houseNumber !== undefined){
let data21 = data11.houseNumber;
if(typeof data21 === "string"){
if(func0(data21) > 15){
const err89 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(func0(data21) < 1){
const err90 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data11.zipCode !== undefined){
let data22 = data11.zipCode;
if(typeof data22 === "string"){
if(func0(data22) > 25){
const err92 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(func0(data22) < 1){
const err93 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data11.region !== undefined){
let data23 = data11.region;
if(typeof data23 === "string"){
if(func0(data23) > 75){
const err95 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"../forms/address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"../forms/address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data11.isCompany !== undefined){
if(typeof data11.isCompany !== "boolean"){
const err97 = {instancePath:instancePath+"/addresses/" + i0+"/isCompany",schemaPath:"../forms/address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data11.companyName !== undefined){
let data25 = data11.companyName;
if(typeof data25 === "string"){
if(func0(data25) > 200){
const err98 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(func0(data25) < 1){
const err99 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data11.companyOIB !== undefined){
let data26 = data11.companyOIB;
if(typeof data26 === "string"){
if(func0(data26) > 11){
const err101 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(func0(data26) < 1){
const err102 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
let oibValid1 = /^[0-9]{11}$/.test(data26);
if(oibValid1){
let oibSum1 = 10;
for(let oibI1=0; oibI1<10; oibI1++){
oibSum1 = (oibSum1 + Number(data26[oibI1])) % 10;
oibSum1 = ((oibSum1 === 0 ? 10 : oibSum1) * 2) % 11;
}
oibValid1 = (11 - oibSum1) % 10 === Number(data26[10]);
}
if(!oibValid1){
const err103 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.instructions !== undefined){
let data27 = data.instructions;
if(typeof data27 === "string"){
if(func0(data27) > 2000){
const err107 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
else {
const err109 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

