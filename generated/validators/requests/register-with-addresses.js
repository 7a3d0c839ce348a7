// DO NOT EDIT: generated from schemas/requests/register-with-addresses.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RegisterWithAddressesRequest","description":"POST web/register with addresses (spec 3): the Main and the Shipping address, details, and e-mail and username both the Main address's contact e-mail.","type":"object","properties":{"addresses":{"type":"array","minItems":2,"maxItems":2,"items":{"$ref":"../forms/address.schema.json"}},"details":{"$ref":"../entities/user-details-input.schema.json"},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"username":{"type":"string","format":"email","minLength":1,"maxLength":254,"sameAs":"email"},"password":{"$ref":"../common/new-password.schema.json"},"consents":{"description":"Ids of the consents the user accepted (the register form's x-consents); the required ones must be among them (spec 5 consentRequired).","type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}}},"required":["addresses","details","email","username","password"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/register-with-addresses.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AddressForm","description":"A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":"string","maxLength":75},"isCompany":{"description":"A company customer: companyName and companyOIB are then required (spec 5).","type":"boolean"},"companyName":{"type":"string","minLength":1,"maxLength":200},"companyOIB":{"description":"Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.","type":"string","minLength":1,"maxLength":11,"oib":true}},"required":["type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode"],"additionalProperties":false,"if":{"properties":{"isCompany":{"const":true}},"required":["isCompany"]},"then":{"properties":{"companyName":true,"companyOIB":true},"required":["companyName","companyOIB"]},"$id":"https://schemas.vitrina.local/forms/address.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"UserDetailsInput","description":"First and last name as a user sends them (spec 5: both required).","type":"object","properties":{"firstName":{"type":"string","minLength":1,"maxLength":100},"lastName":{"type":"string","minLength":1,"maxLength":100}},"required":["firstName","lastName"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/user-details-input.schema.json"};
const schema3 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"NewPassword","description":"A password an account is given (register, reset, change): spec 5, 9 at least 8 characters, and not blank (issue 18: at least one character that is not white space, validation.passwordBlank). The server refuses common ones too (server/modules/user/password-policy.ts).","type":"string","minLength":8,"maxLength":256,"pattern":"\\S","$id":"https://schemas.vitrina.local/common/new-password.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern1 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern2 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern3 = new RegExp("^[A-Z]{2}$", "u");
const pattern4 = new RegExp("\\S", "u");
const pattern5 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/register-with-addresses.schema.json" */;
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
if(data.addresses === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.details === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.username === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.password === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "addresses") || (key0 === "details")) || (key0 === "email")) || (key0 === "username")) || (key0 === "password")) || (key0 === "consents"))){
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
if(data.addresses !== undefined){
let data0 = data.addresses;
if(Array.isArray(data0)){
if(data0.length > 2){
const err6 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.length < 2){
const err7 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs7 = errors;
let valid4 = true;
const _errs8 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1.isCompany === undefined) && (missing0 = "isCompany")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data1.isCompany !== undefined){
if(true !== data1.isCompany){
const err9 = {};
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
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.companyName === undefined){
const err10 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.companyOIB === undefined){
const err11 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid4 = _valid0;
if(valid4){
var props0 = {};
props0.companyName = true;
props0.companyOIB = true;
props0.isCompany = true;
}
}
if(!valid4){
const err12 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.type === undefined){
const err13 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1.firstName === undefined){
const err14 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.lastName === undefined){
const err15 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1.contactEmail === undefined){
const err16 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data1.contactPhone === undefined){
const err17 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1.country === undefined){
const err18 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data1.city === undefined){
const err19 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data1.street === undefined){
const err20 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data1.houseNumber === undefined){
const err21 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data1.zipCode === undefined){
const err22 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data1){
if(!(func0.call(schema1.properties, key1))){
const err23 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err24 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"../forms/address.schema.json/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data3 === "Main") || (data3 === "Shipping"))){
const err25 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"../forms/address.schema.json/properties/type/enum",keyword:"enum",params:{allowedValues: schema1.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.firstName !== undefined){
let data4 = data1.firstName;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err26 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data4) < 1){
const err27 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern0.test(data4)){
const err28 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err29 = {instancePath:instancePath+"/addresses/" + i0+"/firstName",schemaPath:"../forms/address.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.lastName !== undefined){
let data5 = data1.lastName;
if(typeof data5 === "string"){
if(func1(data5) > 100){
const err30 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func1(data5) < 1){
const err31 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern1.test(data5)){
const err32 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err33 = {instancePath:instancePath+"/addresses/" + i0+"/lastName",schemaPath:"../forms/address.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.contactEmail !== undefined){
let data6 = data1.contactEmail;
if(typeof data6 === "string"){
if(func1(data6) > 254){
const err34 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data6) < 1){
const err35 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(formats0.test(data6))){
const err36 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err37 = {instancePath:instancePath+"/addresses/" + i0+"/contactEmail",schemaPath:"../forms/address.schema.json/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data1.contactPhone !== undefined){
let data7 = data1.contactPhone;
if(typeof data7 === "string"){
if(func1(data7) > 30){
const err38 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data7) < 1){
const err39 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern2.test(data7)){
const err40 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/addresses/" + i0+"/contactPhone",schemaPath:"../forms/address.schema.json/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data1.country !== undefined){
let data8 = data1.country;
if(typeof data8 === "string"){
if(func1(data8) > 75){
const err42 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func1(data8) < 1){
const err43 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern3.test(data8)){
const err44 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err45 = {instancePath:instancePath+"/addresses/" + i0+"/country",schemaPath:"../forms/address.schema.json/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data1.city !== undefined){
let data9 = data1.city;
if(typeof data9 === "string"){
if(func1(data9) > 75){
const err46 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func1(data9) < 1){
const err47 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/addresses/" + i0+"/city",schemaPath:"../forms/address.schema.json/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data1.street !== undefined){
let data10 = data1.street;
if(typeof data10 === "string"){
if(func1(data10) > 75){
const err49 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func1(data10) < 1){
const err50 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/addresses/" + i0+"/street",schemaPath:"../forms/address.schema.json/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data1.houseNumber !== undefined){
let data11 = data1.houseNumber;
if(typeof data11 === "string"){
if(func1(data11) > 15){
const err52 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func1(data11) < 1){
const err53 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err54 = {instancePath:instancePath+"/addresses/" + i0+"/houseNumber",schemaPath:"../forms/address.schema.json/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data1.zipCode !== undefined){
let data12 = data1.zipCode;
if(typeof data12 === "string"){
if(func1(data12) > 25){
const err55 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func1(data12) < 1){
const err56 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err57 = {instancePath:instancePath+"/addresses/" + i0+"/zipCode",schemaPath:"../forms/address.schema.json/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data1.region !== undefined){
let data13 = data1.region;
if(typeof data13 === "string"){
if(func1(data13) > 75){
const err58 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"../forms/address.schema.json/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/addresses/" + i0+"/region",schemaPath:"../forms/address.schema.json/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data1.isCompany !== undefined){
if(typeof data1.isCompany !== "boolean"){
const err60 = {instancePath:instancePath+"/addresses/" + i0+"/isCompany",schemaPath:"../forms/address.schema.json/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data1.companyName !== undefined){
let data15 = data1.companyName;
if(typeof data15 === "string"){
if(func1(data15) > 200){
const err61 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(func1(data15) < 1){
const err62 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/addresses/" + i0+"/companyName",schemaPath:"../forms/address.schema.json/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data1.companyOIB !== undefined){
let data16 = data1.companyOIB;
if(typeof data16 === "string"){
if(func1(data16) > 11){
const err64 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(func1(data16) < 1){
const err65 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
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
const err66 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/addresses/" + i0+"/companyOIB",schemaPath:"../forms/address.schema.json/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"../forms/address.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.details !== undefined){
let data17 = data.details;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.firstName === undefined){
const err70 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data17.lastName === undefined){
const err71 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key2 in data17){
if(!((key2 === "firstName") || (key2 === "lastName"))){
const err72 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data17.firstName !== undefined){
let data18 = data17.firstName;
if(typeof data18 === "string"){
if(func1(data18) > 100){
const err73 = {instancePath:instancePath+"/details/firstName",schemaPath:"../entities/user-details-input.schema.json/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(func1(data18) < 1){
const err74 = {instancePath:instancePath+"/details/firstName",schemaPath:"../entities/user-details-input.schema.json/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/details/firstName",schemaPath:"../entities/user-details-input.schema.json/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data17.lastName !== undefined){
let data19 = data17.lastName;
if(typeof data19 === "string"){
if(func1(data19) > 100){
const err76 = {instancePath:instancePath+"/details/lastName",schemaPath:"../entities/user-details-input.schema.json/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(func1(data19) < 1){
const err77 = {instancePath:instancePath+"/details/lastName",schemaPath:"../entities/user-details-input.schema.json/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err78 = {instancePath:instancePath+"/details/lastName",schemaPath:"../entities/user-details-input.schema.json/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/details",schemaPath:"../entities/user-details-input.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.email !== undefined){
let data20 = data.email;
if(typeof data20 === "string"){
if(func1(data20) > 254){
const err80 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func1(data20) < 1){
const err81 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(!(formats0.test(data20))){
const err82 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.username !== undefined){
let data21 = data.username;
if(data21 !== data["email"]){
const err84 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/sameAs",keyword:"sameAs",params:{field: "email"},message:"must equal the other field"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(typeof data21 === "string"){
if(func1(data21) > 254){
const err85 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func1(data21) < 1){
const err86 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(!(formats0.test(data21))){
const err87 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err88 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.password !== undefined){
let data22 = data.password;
if(typeof data22 === "string"){
if(func1(data22) > 256){
const err89 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(func1(data22) < 8){
const err90 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!pattern4.test(data22)){
const err91 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err92 = {instancePath:instancePath+"/password",schemaPath:"../common/new-password.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.consents !== undefined){
let data23 = data.consents;
if(Array.isArray(data23)){
if(data23.length > 20){
const err93 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
let data24 = data23[i1];
if(typeof data24 === "string"){
if(func1(data24) > 100){
const err94 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(func1(data24) < 1){
const err95 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(!pattern5.test(data24)){
const err96 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
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
const err97 = {instancePath:instancePath+"/consents/" + i1,schemaPath:"#/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
let i2 = data23.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data23[i2];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err98 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err99 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

