// DO NOT EDIT: generated from schemas/forms/address.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"AddressForm","description":"A saved address (spec 3 Address) as the address form and POST web/address/create, PATCH web/address/update/{id} send it, with the spec 5 rules: names letters only, country, city, street max 75, house number 15, zip 25; a company needs its name and OIB.","type":"object","properties":{"type":{"description":"spec 3, 9: saved addresses are Main or Shipping.","type":"string","enum":["Main","Shipping"]},"firstName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"lastName":{"type":"string","minLength":1,"maxLength":100,"lettersOnly":true},"contactEmail":{"type":"string","format":"email","minLength":1,"maxLength":254},"contactPhone":{"type":"string","minLength":1,"maxLength":30,"pattern":"^\\+?[0-9 ()/-]+$"},"country":{"description":"ISO 3166-1 alpha-2 code (spec 3); spec 5: at most 75.","type":"string","minLength":1,"maxLength":75,"pattern":"^[A-Z]{2}$"},"city":{"type":"string","minLength":1,"maxLength":75},"street":{"type":"string","minLength":1,"maxLength":75},"houseNumber":{"type":"string","minLength":1,"maxLength":15},"zipCode":{"type":"string","minLength":1,"maxLength":25},"region":{"type":"string","maxLength":75},"isCompany":{"description":"A company customer: companyName and companyOIB are then required (spec 5).","type":"boolean"},"companyName":{"type":"string","minLength":1,"maxLength":200},"companyOIB":{"description":"Croatian OIB: 11 digits, the last an ISO 7064 MOD 11,10 check digit.","type":"string","minLength":1,"maxLength":11,"oib":true}},"required":["type","firstName","lastName","contactEmail","contactPhone","country","city","street","houseNumber","zipCode"],"additionalProperties":false,"if":{"properties":{"isCompany":{"const":true}},"required":["isCompany"]},"then":{"properties":{"companyName":true,"companyOIB":true},"required":["companyName","companyOIB"]},"$id":"https://schemas.vitrina.local/forms/address.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const pattern0 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern1 = /^[\p{L}' ]+(?:-[\p{L}' ]+)*$/u;
const pattern2 = new RegExp("^\\+?[0-9 ()/-]+$", "u");
const pattern3 = new RegExp("^[A-Z]{2}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/forms/address.schema.json" */;
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
if((data.isCompany === undefined) && (missing0 = "isCompany")){
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
if(data.isCompany !== undefined){
if(true !== data.isCompany){
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
if(data.companyName === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "companyName"},message:"must have required property '"+"companyName"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.companyOIB === undefined){
const err3 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "companyOIB"},message:"must have required property '"+"companyOIB"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.companyName = true;
props0.companyOIB = true;
props0.isCompany = true;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.firstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.lastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.contactEmail === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contactEmail"},message:"must have required property '"+"contactEmail"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.contactPhone === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contactPhone"},message:"must have required property '"+"contactPhone"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.country === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.city === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.street === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "street"},message:"must have required property '"+"street"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.houseNumber === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "houseNumber"},message:"must have required property '"+"houseNumber"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.zipCode === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zipCode"},message:"must have required property '"+"zipCode"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data1 === "Main") || (data1 === "Shipping"))){
const err17 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema0.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.firstName !== undefined){
let data2 = data.firstName;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err18 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data2) < 1){
const err19 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern0.test(data2)){
const err20 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err21 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.lastName !== undefined){
let data3 = data.lastName;
if(typeof data3 === "string"){
if(func1(data3) > 100){
const err22 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data3) < 1){
const err23 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern1.test(data3)){
const err24 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/lettersOnly",keyword:"lettersOnly",params:{},message:"must pass \"lettersOnly\" keyword validation"};
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
const err25 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.contactEmail !== undefined){
let data4 = data.contactEmail;
if(typeof data4 === "string"){
if(func1(data4) > 254){
const err26 = {instancePath:instancePath+"/contactEmail",schemaPath:"#/properties/contactEmail/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func1(data4) < 1){
const err27 = {instancePath:instancePath+"/contactEmail",schemaPath:"#/properties/contactEmail/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats0.test(data4))){
const err28 = {instancePath:instancePath+"/contactEmail",schemaPath:"#/properties/contactEmail/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err29 = {instancePath:instancePath+"/contactEmail",schemaPath:"#/properties/contactEmail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.contactPhone !== undefined){
let data5 = data.contactPhone;
if(typeof data5 === "string"){
if(func1(data5) > 30){
const err30 = {instancePath:instancePath+"/contactPhone",schemaPath:"#/properties/contactPhone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func1(data5) < 1){
const err31 = {instancePath:instancePath+"/contactPhone",schemaPath:"#/properties/contactPhone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern2.test(data5)){
const err32 = {instancePath:instancePath+"/contactPhone",schemaPath:"#/properties/contactPhone/pattern",keyword:"pattern",params:{pattern: "^\\+?[0-9 ()/-]+$"},message:"must match pattern \""+"^\\+?[0-9 ()/-]+$"+"\""};
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
const err33 = {instancePath:instancePath+"/contactPhone",schemaPath:"#/properties/contactPhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.country !== undefined){
let data6 = data.country;
if(typeof data6 === "string"){
if(func1(data6) > 75){
const err34 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data6) < 1){
const err35 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern3.test(data6)){
const err36 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err37 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.city !== undefined){
let data7 = data.city;
if(typeof data7 === "string"){
if(func1(data7) > 75){
const err38 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data7) < 1){
const err39 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err40 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.street !== undefined){
let data8 = data.street;
if(typeof data8 === "string"){
if(func1(data8) > 75){
const err41 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func1(data8) < 1){
const err42 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err43 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.houseNumber !== undefined){
let data9 = data.houseNumber;
if(typeof data9 === "string"){
if(func1(data9) > 15){
const err44 = {instancePath:instancePath+"/houseNumber",schemaPath:"#/properties/houseNumber/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func1(data9) < 1){
const err45 = {instancePath:instancePath+"/houseNumber",schemaPath:"#/properties/houseNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err46 = {instancePath:instancePath+"/houseNumber",schemaPath:"#/properties/houseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.zipCode !== undefined){
let data10 = data.zipCode;
if(typeof data10 === "string"){
if(func1(data10) > 25){
const err47 = {instancePath:instancePath+"/zipCode",schemaPath:"#/properties/zipCode/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data10) < 1){
const err48 = {instancePath:instancePath+"/zipCode",schemaPath:"#/properties/zipCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err49 = {instancePath:instancePath+"/zipCode",schemaPath:"#/properties/zipCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.region !== undefined){
let data11 = data.region;
if(typeof data11 === "string"){
if(func1(data11) > 75){
const err50 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/maxLength",keyword:"maxLength",params:{limit: 75},message:"must NOT have more than 75 characters"};
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
const err51 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.isCompany !== undefined){
if(typeof data.isCompany !== "boolean"){
const err52 = {instancePath:instancePath+"/isCompany",schemaPath:"#/properties/isCompany/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.companyName !== undefined){
let data13 = data.companyName;
if(typeof data13 === "string"){
if(func1(data13) > 200){
const err53 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data13) < 1){
const err54 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err55 = {instancePath:instancePath+"/companyName",schemaPath:"#/properties/companyName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.companyOIB !== undefined){
let data14 = data.companyOIB;
if(typeof data14 === "string"){
if(func1(data14) > 11){
const err56 = {instancePath:instancePath+"/companyOIB",schemaPath:"#/properties/companyOIB/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func1(data14) < 1){
const err57 = {instancePath:instancePath+"/companyOIB",schemaPath:"#/properties/companyOIB/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
let oibValid0 = /^[0-9]{11}$/.test(data14);
if(oibValid0){
let oibSum0 = 10;
for(let oibI0=0; oibI0<10; oibI0++){
oibSum0 = (oibSum0 + Number(data14[oibI0])) % 10;
oibSum0 = ((oibSum0 === 0 ? 10 : oibSum0) * 2) % 11;
}
oibValid0 = (11 - oibSum0) % 10 === Number(data14[10]);
}
if(!oibValid0){
const err58 = {instancePath:instancePath+"/companyOIB",schemaPath:"#/properties/companyOIB/oib",keyword:"oib",params:{},message:"must pass \"oib\" keyword validation"};
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
const err59 = {instancePath:instancePath+"/companyOIB",schemaPath:"#/properties/companyOIB/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

