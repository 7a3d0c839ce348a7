// DO NOT EDIT: generated from schemas/forms/checkout-address.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"CheckoutAddressForm","description":"The checkout's address step (spec 2, 5): the delivery address (with the company fields for a company order), a checkbox for a different billing address (the same fields without the company ones), and the step's consents (data: the assignment of its name, decision 047). If billing is not different, billing is a copy of delivery with type Main (spec 4).","type":"object","properties":{"delivery":{"$ref":"./address.schema.json"},"isBillingDifferent":{"type":"boolean"},"billing":{"$ref":"./address.schema.json"},"consents":{"description":"Ids of the consents accepted on this step (x-consents); the required ones must be among them (spec 5 consentRequired).","type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}}},"required":["delivery"],"additionalProperties":false,"if":{"properties":{"isBillingDifferent":{"const":true}},"required":["isBillingDifferent"]},"then":{"properties":{"billing":true},"required":["billing"]},"$id":"https://schemas.vitrina.local/forms/checkout-address.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AddressForm","description":"A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":"string","maxLength":75},"isCompany":{"description":"A company customer: companyName and companyOIB are then required (spec 5).","type":"boolean"},"companyName":{"type":"string","minLength":1,"maxLength":200},"companyOIB":{"description":"Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.","type":"string","minLength":1,"maxLength":11,"oib":true}},"required":["type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode"],"additionalProperties":false,"if":{"properties":{"isCompany":{"const":true}},"required":["isCompany"]},"then":{"properties":{"companyName":true,"companyOIB":true},"required":["companyName","companyOIB"]},"$id":"https://schemas.vitrina.local/forms/address.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern1 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern2 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern3 = new RegExp("^[A-Z]{2}$", "u");
const pattern4 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern5 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern8 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/forms/checkout-address.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isBillingDifferent === undefined) && (missing0 = "isBillingDifferent")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.isBillingDifferent !== undefined){
if(true !== data.isBillingDifferent){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.billing === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "billing"},message:"must have required property '"+"billing"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.billing = true;
props0.isBillingDifferent = true;
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.delivery === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery"},message:"must have required property '"+"delivery"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "delivery") || (key0 === "isBillingDifferent")) || (key0 === "billing")) || (key0 === "consents"))){
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
if(data.delivery !== undefined){
let data1 = data.delivery;
const _errs9 = errors;
let valid4 = true;
const _errs10 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.isCompany === undefined) && (missing1 = "isCompany")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data1.isCompany !== undefined){
if(true !== data1.isCompany){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs12 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.companyName === undefined){
const err8 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.companyOIB === undefined){
const err9 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.companyName = true;
props1.companyOIB = true;
props1.isCompany = true;
}
}
if(!valid4){
const err10 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.type === undefined){
const err11 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.firstName === undefined){
const err12 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1.lastName === undefined){
const err13 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.contactEmail === undefined){
const err14 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.contactPhone === undefined){
const err15 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.country === undefined){
const err16 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.city === undefined){
const err17 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.street === undefined){
const err18 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.houseNumber === undefined){
const err19 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data1.zipCode === undefined){
const err20 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema1.properties, key1))){
const err21 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err22 = {instancePath:instancePath+"/delivery/type",schemaPath:"./address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data3 === "Main") || (data3 === "Shipping"))){
const err23 = {instancePath:instancePath+"/delivery/type",schemaPath:"./address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.firstName !== undefined){
let data4 = data1.firstName;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err24 = {instancePath:instancePath+"/delivery/firstName",schemaPath:"./address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data4) < 1){
const err25 = {instancePath:instancePath+"/delivery/firstName",schemaPath:"./address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern0.test(data4)){
const err26 = {instancePath:instancePath+"/delivery/firstName",schemaPath:"./address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/delivery/firstName",schemaPath:"./address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.lastName !== undefined){
let data5 = data1.lastName;
if(typeof data5 === "string"){
if(func1(data5) > 100){
const err28 = {instancePath:instancePath+"/delivery/lastName",schemaPath:"./address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data5) < 1){
const err29 = {instancePath:instancePath+"/delivery/lastName",schemaPath:"./address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern1.test(data5)){
const err30 = {instancePath:instancePath+"/delivery/lastName",schemaPath:"./address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err31 = {instancePath:instancePath+"/delivery/lastName",schemaPath:"./address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.contactEmail !== undefined){
let data6 = data1.contactEmail;
if(typeof data6 === "string"){
if(func1(data6) > 254){
const err32 = {instancePath:instancePath+"/delivery/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func1(data6) < 1){
const err33 = {instancePath:instancePath+"/delivery/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(formats0.test(data6))){
const err34 = {instancePath:instancePath+"/delivery/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/delivery/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data1.contactPhone !== undefined){
let data7 = data1.contactPhone;
if(typeof data7 === "string"){
if(func1(data7) > 30){
const err36 = {instancePath:instancePath+"/delivery/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func1(data7) < 1){
const err37 = {instancePath:instancePath+"/delivery/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern2.test(data7)){
const err38 = {instancePath:instancePath+"/delivery/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
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
const err39 = {instancePath:instancePath+"/delivery/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data1.country !== undefined){
let data8 = data1.country;
if(typeof data8 === "string"){
if(func1(data8) > 75){
const err40 = {instancePath:instancePath+"/delivery/country",schemaPath:"./address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data8) < 1){
const err41 = {instancePath:instancePath+"/delivery/country",schemaPath:"./address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern3.test(data8)){
const err42 = {instancePath:instancePath+"/delivery/country",schemaPath:"./address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/delivery/country",schemaPath:"./address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data1.city !== undefined){
let data9 = data1.city;
if(typeof data9 === "string"){
if(func1(data9) > 75){
const err44 = {instancePath:instancePath+"/delivery/city",schemaPath:"./address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func1(data9) < 1){
const err45 = {instancePath:instancePath+"/delivery/city",schemaPath:"./address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/delivery/city",schemaPath:"./address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data1.street !== undefined){
let data10 = data1.street;
if(typeof data10 === "string"){
if(func1(data10) > 75){
const err47 = {instancePath:instancePath+"/delivery/street",schemaPath:"./address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data10) < 1){
const err48 = {instancePath:instancePath+"/delivery/street",schemaPath:"./address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/delivery/street",schemaPath:"./address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data1.houseNumber !== undefined){
let data11 = data1.houseNumber;
if(typeof data11 === "string"){
if(func1(data11) > 15){
const err50 = {instancePath:instancePath+"/delivery/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data11) < 1){
const err51 = {instancePath:instancePath+"/delivery/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err52 = {instancePath:instancePath+"/delivery/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data1.zipCode !== undefined){
let data12 = data1.zipCode;
if(typeof data12 === "string"){
if(func1(data12) > 25){
const err53 = {instancePath:instancePath+"/delivery/zipCode",schemaPath:"./address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data12) < 1){
const err54 = {instancePath:instancePath+"/delivery/zipCode",schemaPath:"./address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/delivery/zipCode",schemaPath:"./address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data1.region !== undefined){
let data13 = data1.region;
if(typeof data13 === "string"){
if(func1(data13) > 75){
const err56 = {instancePath:instancePath+"/delivery/region",schemaPath:"./address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/delivery/region",schemaPath:"./address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data1.isCompany !== undefined){
if(typeof data1.isCompany !== "boolean"){
const err58 = {instancePath:instancePath+"/delivery/isCompany",schemaPath:"./address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data1.companyName !== undefined){
let data15 = data1.companyName;
if(typeof data15 === "string"){
if(func1(data15) > 200){
const err59 = {instancePath:instancePath+"/delivery/companyName",schemaPath:"./address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func1(data15) < 1){
const err60 = {instancePath:instancePath+"/delivery/companyName",schemaPath:"./address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err61 = {instancePath:instancePath+"/delivery/companyName",schemaPath:"./address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data1.companyOIB !== undefined){
let data16 = data1.companyOIB;
if(typeof data16 === "string"){
if(func1(data16) > 11){
const err62 = {instancePath:instancePath+"/delivery/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(func1(data16) < 1){
const err63 = {instancePath:instancePath+"/delivery/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
let oibValid0 = /^[0-9]{11}$/.test(data16);
if(oibValid0){
let oibSum0 = 10;
for(let oibI0=0; oibI0<10; oibI0++){
oibSum0 = (oibSum0 + Number(data16[oibI0])) % 10;
oibSum0 = ((oibSum0 === 0 ? 10 : oibSum0) * 2) % 11;
}
oibValid0 = (11 - oibSum0) % 10 === Number(data16[10]);
}
if(!oibValid0){
const err64 = {instancePath:instancePath+"/delivery/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
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
const err65 = {instancePath:instancePath+"/delivery/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/delivery",schemaPath:"./address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.isBillingDifferent !== undefined){
if(typeof data.isBillingDifferent !== "boolean"){
const err67 = {instancePath:instancePath+"/isBillingDifferent",schemaPath:"#/properties/isBillingDifferent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.billing !== undefined){
let data18 = data.billing;
const _errs47 = errors;
let valid8 = true;
const _errs48 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing2;
if((data18.isCompany === undefined) && (missing2 = "isCompany")){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
if(data18.isCompany !== undefined){
if(true !== data18.isCompany){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
var _valid2 = _errs48 === errors;
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs50 = errors;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.companyName === undefined){
const err70 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data18.companyOIB === undefined){
const err71 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
var _valid2 = _errs50 === errors;
valid8 = _valid2;
if(valid8){
var props2 = {};
props2.companyName = true;
props2.companyOIB = true;
props2.isCompany = true;
}
}
if(!valid8){
const err72 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.type === undefined){
const err73 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data18.firstName === undefined){
const err74 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data18.lastName === undefined){
const err75 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data18.contactEmail === undefined){
const err76 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data18.contactPhone === undefined){
const err77 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data18.country === undefined){
const err78 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data18.city === undefined){
const err79 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data18.street === undefined){
const err80 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data18.houseNumber === undefined){
const err81 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data18.zipCode === undefined){
const err82 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key2 in data18){
if(!(func0.call(schema1.properties, key2))){
const err83 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data18.type !== undefined){
let data20 = data18.type;
if(typeof data20 !== "string"){
const err84 = {instancePath:instancePath+"/billing/type",schemaPath:"./address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(!((data20 === "Main") || (data20 === "Shipping"))){
const err85 = {instancePath:instancePath+"/billing/type",schemaPath:"./address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data18.firstName !== undefined){
let data21 = data18.firstName;
if(typeof data21 === "string"){
if(func1(data21) > 100){
const err86 = {instancePath:instancePath+"/billing/firstName",schemaPath:"./address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func1(data21) < 1){
const err87 = {instancePath:instancePath+"/billing/firstName",schemaPath:"./address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(!pattern4.test(data21)){
const err88 = {instancePath:instancePath+"/billing/firstName",schemaPath:"./address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err89 = {instancePath:instancePath+"/billing/firstName",schemaPath:"./address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data18.lastName !== undefined){
let data22 = data18.lastName;
if(typeof data22 === "string"){
if(func1(data22) > 100){
const err90 = {instancePath:instancePath+"/billing/lastName",schemaPath:"./address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func1(data22) < 1){
const err91 = {instancePath:instancePath+"/billing/lastName",schemaPath:"./address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(!pattern5.test(data22)){
const err92 = {instancePath:instancePath+"/billing/lastName",schemaPath:"./address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/billing/lastName",schemaPath:"./address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data18.contactEmail !== undefined){
let data23 = data18.contactEmail;
if(typeof data23 === "string"){
if(func1(data23) > 254){
const err94 = {instancePath:instancePath+"/billing/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(func1(data23) < 1){
const err95 = {instancePath:instancePath+"/billing/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!(formats0.test(data23))){
const err96 = {instancePath:instancePath+"/billing/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err97 = {instancePath:instancePath+"/billing/contactEmail",schemaPath:"./address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data18.contactPhone !== undefined){
let data24 = data18.contactPhone;
if(typeof data24 === "string"){
if(func1(data24) > 30){
const err98 = {instancePath:instancePath+"/billing/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(func1(data24) < 1){
const err99 = {instancePath:instancePath+"/billing/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(!pattern2.test(data24)){
const err100 = {instancePath:instancePath+"/billing/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/billing/contactPhone",schemaPath:"./address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data18.country !== undefined){
let data25 = data18.country;
if(typeof data25 === "string"){
if(func1(data25) > 75){
const err102 = {instancePath:instancePath+"/billing/country",schemaPath:"./address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(func1(data25) < 1){
const err103 = {instancePath:instancePath+"/billing/country",schemaPath:"./address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(!pattern3.test(data25)){
const err104 = {instancePath:instancePath+"/billing/country",schemaPath:"./address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/billing/country",schemaPath:"./address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data18.city !== undefined){
let data26 = data18.city;
if(typeof data26 === "string"){
if(func1(data26) > 75){
const err106 = {instancePath:instancePath+"/billing/city",schemaPath:"./address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(func1(data26) < 1){
const err107 = {instancePath:instancePath+"/billing/city",schemaPath:"./address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err108 = {instancePath:instancePath+"/billing/city",schemaPath:"./address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data18.street !== undefined){
let data27 = data18.street;
if(typeof data27 === "string"){
if(func1(data27) > 75){
const err109 = {instancePath:instancePath+"/billing/street",schemaPath:"./address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(func1(data27) < 1){
const err110 = {instancePath:instancePath+"/billing/street",schemaPath:"./address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/billing/street",schemaPath:"./address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data18.houseNumber !== undefined){
let data28 = data18.houseNumber;
if(typeof data28 === "string"){
if(func1(data28) > 15){
const err112 = {instancePath:instancePath+"/billing/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func1(data28) < 1){
const err113 = {instancePath:instancePath+"/billing/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/billing/houseNumber",schemaPath:"./address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data18.zipCode !== undefined){
let data29 = data18.zipCode;
if(typeof data29 === "string"){
if(func1(data29) > 25){
const err115 = {instancePath:instancePath+"/billing/zipCode",schemaPath:"./address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(func1(data29) < 1){
const err116 = {instancePath:instancePath+"/billing/zipCode",schemaPath:"./address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/billing/zipCode",schemaPath:"./address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data18.region !== undefined){
let data30 = data18.region;
if(typeof data30 === "string"){
if(func1(data30) > 75){
const err118 = {instancePath:instancePath+"/billing/region",schemaPath:"./address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/billing/region",schemaPath:"./address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data18.isCompany !== undefined){
if(typeof data18.isCompany !== "boolean"){
const err120 = {instancePath:instancePath+"/billing/isCompany",schemaPath:"./address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data18.companyName !== undefined){
let data32 = data18.companyName;
if(typeof data32 === "string"){
if(func1(data32) > 200){
const err121 = {instancePath:instancePath+"/billing/companyName",schemaPath:"./address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(func1(data32) < 1){
const err122 = {instancePath:instancePath+"/billing/companyName",schemaPath:"./address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/billing/companyName",schemaPath:"./address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data18.companyOIB !== undefined){
let data33 = data18.companyOIB;
if(typeof data33 === "string"){
if(func1(data33) > 11){
const err124 = {instancePath:instancePath+"/billing/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(func1(data33) < 1){
const err125 = {instancePath:instancePath+"/billing/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
let oibValid1 = /^[0-9]{11}$/.test(data33);
if(oibValid1){
let oibSum1 = 10;
for(let oibI1=0; oibI1<10; oibI1++){
oibSum1 = (oibSum1 + Number(data33[oibI1])) % 10;
oibSum1 = ((oibSum1 === 0 ? 10 : oibSum1) * 2) % 11;
}
oibValid1 = (11 - oibSum1) % 10 === Number(data33[10]);
}
if(!oibValid1){
const err126 = {instancePath:instancePath+"/billing/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
else {
const err127 = {instancePath:instancePath+"/billing/companyOIB",schemaPath:"./address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/billing",schemaPath:"./address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.consents !== undefined){
let data34 = data.consents;
if(Array.isArray(data34)){
if(data34.length > 20){
const err129 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
const len0 = data34.length;
for(let i0=0; i0<len0; i0++){
let data35 = data34[i0];
if(typeof data35 === "string"){
if(func1(data35) > 100){
const err130 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(func1(data35) < 1){
const err131 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(!pattern8.test(data35)){
const err132 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
let i1 = data34.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data34[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err134 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err135 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

