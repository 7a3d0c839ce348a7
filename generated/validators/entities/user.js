// DO NOT EDIT: generated from schemas/entities/user.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"User","description":"A registered user as the site sees it (spec 3; GET /api/v1/user/web/profile). isBackofficeUser decides edit mode and the site in maintenance mode (spec 6).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"email":{"type":"string","format":"email","minLength":1,"maxLength":254},"username":{"type":"string","minLength":1,"maxLength":100},"details":{"title":"UserDetails","type":"object","properties":{"firstName":{"type":"string","maxLength":100},"lastName":{"type":"string","maxLength":100}},"required":["firstName","lastName"],"additionalProperties":false},"memberCardBarcode":{"type":["string","null"],"maxLength":64},"isBackofficeUser":{"type":"boolean"},"scope":{"description":"The user's scopes, space-separated (spec 6), e.g. admin or web.","type":"string","maxLength":500},"addresses":{"description":"Saved addresses (spec 3 Address: id and type here); empty until addresses exist.","type":"array","maxItems":50,"items":{"title":"UserAddressRef","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"type":{"type":"string","enum":["Main","Shipping","main","billing","shipping","other"]}},"required":["id","type"],"additionalProperties":false}},"company":{"description":"The user's company, or null.","title":"UserCompany","type":["object","null"],"properties":{"name":{"type":"string","maxLength":200}},"required":["name"],"additionalProperties":false}},"required":["id","email","username","details","memberCardBarcode","isBackofficeUser","scope","addresses","company"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/user.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/user.schema.json" */;
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
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.username === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.details === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.memberCardBarcode === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "memberCardBarcode"},message:"must have required property '"+"memberCardBarcode"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.isBackofficeUser === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isBackofficeUser"},message:"must have required property '"+"isBackofficeUser"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.scope === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.addresses === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.company === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company"},message:"must have required property '"+"company"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data1) < 1){
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.test(data1))){
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.username !== undefined){
let data2 = data.username;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err17 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data2) < 1){
const err18 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.details !== undefined){
let data3 = data.details;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.firstName === undefined){
const err20 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.lastName === undefined){
const err21 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "firstName") || (key1 === "lastName"))){
const err22 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.firstName !== undefined){
let data4 = data3.firstName;
if(typeof data4 === "string"){
if(func1(data4) > 100){
const err23 = {instancePath:instancePath+"/details/firstName",schemaPath:"#/properties/details/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
if(data3.lastName !== undefined){
let data5 = data3.lastName;
if(typeof data5 === "string"){
if(func1(data5) > 100){
const err25 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err26 = {instancePath:instancePath+"/details/lastName",schemaPath:"#/properties/details/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.memberCardBarcode !== undefined){
let data6 = data.memberCardBarcode;
if((typeof data6 !== "string") && (data6 !== null)){
const err28 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/type",keyword:"type",params:{type: schema0.properties.memberCardBarcode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data6 === "string"){
if(func1(data6) > 64){
const err29 = {instancePath:instancePath+"/memberCardBarcode",schemaPath:"#/properties/memberCardBarcode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
if(data.isBackofficeUser !== undefined){
if(typeof data.isBackofficeUser !== "boolean"){
const err30 = {instancePath:instancePath+"/isBackofficeUser",schemaPath:"#/properties/isBackofficeUser/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.scope !== undefined){
let data8 = data.scope;
if(typeof data8 === "string"){
if(func1(data8) > 500){
const err31 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err32 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.addresses !== undefined){
let data9 = data.addresses;
if(Array.isArray(data9)){
if(data9.length > 50){
const err33 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err34 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"#/properties/addresses/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10.type === undefined){
const err35 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"#/properties/addresses/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "id") || (key2 === "type"))){
const err36 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"#/properties/addresses/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err37 = {instancePath:instancePath+"/addresses/" + i0+"/id",schemaPath:"#/properties/addresses/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 2147483647 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/addresses/" + i0+"/id",schemaPath:"#/properties/addresses/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/addresses/" + i0+"/id",schemaPath:"#/properties/addresses/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data10.type !== undefined){
let data12 = data10.type;
if(typeof data12 !== "string"){
const err40 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"#/properties/addresses/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((((((data12 === "Main") || (data12 === "Shipping")) || (data12 === "main")) || (data12 === "billing")) || (data12 === "shipping")) || (data12 === "other"))){
const err41 = {instancePath:instancePath+"/addresses/" + i0+"/type",schemaPath:"#/properties/addresses/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema0.properties.addresses.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err42 = {instancePath:instancePath+"/addresses/" + i0,schemaPath:"#/properties/addresses/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.company !== undefined){
let data13 = data.company;
if((!(data13 && typeof data13 == "object" && !Array.isArray(data13))) && (data13 !== null)){
const err44 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: schema0.properties.company.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.name === undefined){
const err45 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key3 in data13){
if(!(key3 === "name")){
const err46 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.name !== undefined){
let data14 = data13.name;
if(typeof data14 === "string"){
if(func1(data14) > 200){
const err47 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err48 = {instancePath:instancePath+"/company/name",schemaPath:"#/properties/company/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

